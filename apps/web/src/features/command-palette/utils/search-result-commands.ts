import type { CommandSearchResult } from '@portal/contract'
import { newsLink } from '@/lib/messages/news-link'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { COMMAND_KINDS, commandId, type PaletteCommand } from './palette-command'

type Translate = (key: string, options?: Record<string, string>) => string

const page = (to: string) => commandId(COMMAND_KINDS.page, to)

/**
 * The entries of the server's matches: a customer to call (for a member of the call centre, `canCall`) or to
 * open, a work order or a message to open.
 * @example searchResultCommands({ customers: [wang], workOrders: [], messages: [] }, true, t)[0].id // 'dial-customer:…'
 */
export const searchResultCommands = (
  result: CommandSearchResult,
  canCall: boolean,
  t: Translate,
): PaletteCommand[] => [
  ...result.customers.flatMap(({ id, name, phone }): PaletteCommand[] => [
    ...(canCall
      ? [
          {
            id: commandId(COMMAND_KINDS.dialCustomer, id),
            label: t('command.dialCustomer', { name, phone }),
            group: 'customers' as const,
          },
        ]
      : []),
    {
      id: page(`${ROUTER_PATHS.customerDetail}?${new URLSearchParams({ id })}`),
      label: t('command.openCustomer', { name }),
      group: 'customers',
    },
  ]),
  ...result.workOrders.map(({ id, number, title }): PaletteCommand => ({
    id: page(`${ROUTER_PATHS.workOrders}/detail/${id}`),
    label: t('command.openWorkOrder', { number, title }),
    group: 'workOrders',
  })),
  ...result.messages.map(({ id, title, messageType }): PaletteCommand => ({
    id: page(newsLink(messageType, id)),
    label: t('command.openMessage', { title }),
    group: 'messages',
  })),
]
