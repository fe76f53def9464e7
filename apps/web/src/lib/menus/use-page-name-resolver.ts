import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useHelperComponents } from './get-helper-components'
import { useMenuTree } from './get-menu-tree'
import { flattenMenu } from './menu-index'
import { resolvePageName } from './page-names'

/**
 * A function naming any portal page (tabs, document title) from the menu, the helper components and the
 * shell's own page names.
 * @example const nameOf = usePageNameResolver(); nameOf('/news') // '消息中心'
 */
export const usePageNameResolver = () => {
  const { t } = useTranslation('shell')
  const { data: tree } = useMenuTree()
  const { data: helpers } = useHelperComponents()
  const entries = useMemo(() => flattenMenu(tree ?? []), [tree])
  return useCallback(
    (routerPath: string) => resolvePageName(routerPath, { entries, helpers: helpers ?? [], translate: t }),
    [entries, helpers, t],
  )
}
