import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** The longest text the command palette searches by; longer is refused, not cut. */
export const COMMAND_SEARCH_QUERY_MAX_LENGTH = 50

/** The most results of each kind one search answers: the palette shows a few of each, not a list to page. */
export const COMMAND_SEARCH_LIMIT_PER_KIND = 5

/** What the palette searches by: a part of a name, number, title or text, trimmed. */
export const commandSearchQuerySchema = z.object({
  q: z
    .string({ message: 'commandSearch.queryRequired' })
    .trim()
    .min(1, 'commandSearch.queryRequired')
    .max(COMMAND_SEARCH_QUERY_MAX_LENGTH, 'commandSearch.queryTooLong'),
})

export const commandSearchResultSchema = z.object({
  /** The phone is masked unless the caller holds customer.phone.view, as in the customer centre. */
  customers: z.array(z.object({ id: z.string(), name: z.string(), phone: z.string() })),
  workOrders: z.array(z.object({ id: z.string(), number: z.string(), title: z.string() })),
  messages: z.array(z.object({ id: z.number().int(), title: z.string(), messageType: z.number().int() })),
})
export type CommandSearchResult = z.infer<typeof commandSearchResultSchema>

/**
 * The command palette's search: the caller's tenant's customers, work orders and the messages the caller sees,
 * each kind only for a caller holding its code (an empty list otherwise), at most COMMAND_SEARCH_LIMIT_PER_KIND each.
 */
export const commandSearchRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/command-search',
  access: 'session',
  query: commandSearchQuerySchema,
  response: commandSearchResultSchema,
})
