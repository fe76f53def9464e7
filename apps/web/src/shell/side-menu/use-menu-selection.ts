import type { MenuResource } from '@portal/contract'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { ancestorIdsOf, findEntryForPage, flattenMenu } from '@/lib/menus/menu-index'

/**
 * The entry the current page belongs to (a detail page's list entry), the sub menus above it, and every entry
 * by id.
 * @example const { selected, ancestorIds, byId } = useMenuSelection(tree)
 */
export const useMenuSelection = (tree: readonly MenuResource[]) => {
  const { pathname, search } = useLocation()
  const entries = useMemo(() => flattenMenu(tree), [tree])
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries])
  const selected = findEntryForPage(entries, pathname, new URLSearchParams(search))
  const ancestorIds = selected ? ancestorIdsOf(tree, selected.id) : []
  return { pathname, selected, ancestorIds, byId }
}
