import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createPath, useLocation } from 'react-router'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { usePageNameResolver } from '@/lib/menus/use-page-name-resolver'
import { PAGE_HISTORY_QUERY_KEY } from '@/lib/page-history/get-page-history'
import { recordPageVisit } from '@/lib/page-history/record-page-visit'
import { buildPageVisit } from './build-page-visit'
import { createPageVisitRecorder } from './page-visit-recorder'

/** The §6 codes a page needs; the app passes it in, since the module pages' codes live above the shell. */
export type RequiredCodesOf = (pathname: string) => readonly string[]

/**
 * Records every page the frame shows in the user's page history, once the menu is known (it names the page and
 * gives its menu codes); a page the user may not open (403) is left out. Used once, by the portal frame.
 */
export const usePageVisitRecording = (requiredCodesOf: RequiredCodesOf) => {
  const queryClient = useQueryClient()
  const routerPath = createPath(useLocation())
  const menu = useMenuTree()
  const nameOf = usePageNameResolver()
  const { can } = usePermissions()
  const [record] = useState(() =>
    createPageVisitRecorder((visit) => {
      void recordPageVisit(visit).then(() =>
        queryClient.invalidateQueries({ queryKey: PAGE_HISTORY_QUERY_KEY }),
      )
    }),
  )
  const isMenuSettled = !menu.isPending
  const tree = menu.data

  useEffect(() => {
    if (!isMenuSettled) return
    const { pathname } = new URL(routerPath, 'http://portal.invalid')
    const mayOpen = requiredCodesOf(pathname).every(can)
    record(mayOpen ? buildPageVisit(routerPath, nameOf(routerPath), tree ?? []) : null)
  }, [routerPath, isMenuSettled, tree, nameOf, can, record, requiredCodesOf])
}
