import { TAB_LIMIT_OVERALL } from '@portal/contract'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { usePageNameResolver } from '@/lib/menus/use-page-name-resolver'
import { tabKeyOf } from '../route-rules'
import { useTabStore } from '../stores/tab-store'

/**
 * Opens (or moves) the tab of a page; when that closes the oldest tab to stay within 15, says which.
 * @example const openTab = useOpenTab(); openTab('/news?type=0')
 */
export const useOpenTab = () => {
  const { t } = useTranslation('shell')
  const nameOf = usePageNameResolver()
  const open = useTabStore((state) => state.open)

  return useCallback(
    (fullPath: string, name?: string) => {
      const closed = open({ key: tabKeyOf(fullPath), fullPath, name })
      if (closed) {
        const closedName = closed.name ?? nameOf(closed.fullPath)
        showToast('info', t('tabs.closedOldest', { name: closedName, limit: TAB_LIMIT_OVERALL }))
      }
    },
    [open, nameOf, t],
  )
}
