import { TOOL_PERMISSIONS, dialledNumber } from '@portal/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { useRestLabels } from '@/lib/telephony/rest-labels'
import { useCommandSearch } from '../api/search-commands'
import { pageCommands } from '../utils/page-commands'
import { COMMAND_KINDS, commandId, type PaletteCommand } from '../utils/palette-command'
import { paletteEntries } from '../utils/palette-entries'
import { searchResultCommands } from '../utils/search-result-commands'
import { statusCommands } from '../utils/status-commands'
import { useSettledText } from './use-settled-text'

const NO_RESULT = { customers: [], workOrders: [], messages: [] }

/**
 * What the palette lists for the text typed: the member's recent entries, the pages of their menu, a typed number
 * to call and the agent statuses (for a member of the call centre), and the server's matching customers, work
 * orders and messages. `isSearching` while the server's answer for the text is on its way.
 * @example const { entries } = usePaletteEntries('王女士', recent)
 */
export const usePaletteEntries = (text: string, recent: readonly PaletteCommand[]) => {
  const { t } = useTranslation('command-palette')
  const canCall = useHasPermission(TOOL_PERMISSIONS.speechAbility)
  const { data: tree } = useMenuTree()
  const { data: restLabels } = useRestLabels(canCall)
  const searched = useSettledText(text)
  const search = useCommandSearch(searched)
  const pages = useMemo(() => pageCommands(tree ?? []), [tree])

  const entries = useMemo(() => {
    const statuses = canCall
      ? statusCommands(
          (restLabels ?? []).map(({ name }) => name),
          t,
        )
      : []
    const number = canCall ? dialledNumber(text) : undefined
    const dial: PaletteCommand[] = number
      ? [
          {
            id: commandId(COMMAND_KINDS.dialNumber, number),
            label: t('command.dialNumber', { number }),
            group: 'calls',
          },
        ]
      : []
    const results = text.trim() ? searchResultCommands(search.data ?? NO_RESULT, canCall, t) : []
    return paletteEntries({ recent, filtered: [...pages, ...statuses], found: [...dial, ...results] }, text)
  }, [canCall, pages, recent, restLabels, search.data, t, text])

  return { entries, isSearching: search.isFetching || searched !== text }
}
