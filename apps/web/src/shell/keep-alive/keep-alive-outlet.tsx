import { Suspense, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router'
import { PageLoading } from '@/components/page-loading'
import { isKeepAlive } from '../route-rules'
import { useTabStore } from '../stores/tab-store'
import { KeptPage } from './kept-page'

type CachedPage = { key: string; location: Location; navigationType: NavigationType; element: ReactNode }

const sameList = (a: readonly CachedPage[], b: readonly CachedPage[]) =>
  a.length === b.length && a.every((page, index) => page === b[index])

export type KeepAliveOutletProps = { activeKey: string }

/**
 * The page area: the current page, plus the keep-alive pages (spec §2) of the open tabs, each mounted once and
 * hidden while another tab shows. Closing a tab drops its page; refreshing it mounts the page anew.
 */
export const KeepAliveOutlet = ({ activeKey }: KeepAliveOutletProps) => {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const tabs = useTabStore((state) => state.tabs)
  const refreshCounts = useTabStore((state) => state.refreshCounts)
  const openKeys = useMemo(() => new Set(tabs.map((tab) => tab.key)), [tabs])
  const isActiveKept = isKeepAlive(location.pathname)
  const [cache, setCache] = useState<CachedPage[]>([])

  // Derived from the address and the tabs during render (no effect), so a kept page never shows a stale frame.
  let next = cache.filter((page) => page.key === activeKey || openKeys.has(page.key))
  if (isActiveKept && next.find((page) => page.key === activeKey)?.location !== location) {
    const fresh = { key: activeKey, location, navigationType, element: outlet }
    next = next.some((page) => page.key === activeKey)
      ? next.map((page) => (page.key === activeKey ? fresh : page))
      : [...next, fresh]
  }
  if (!sameList(next, cache)) setCache(next)

  return (
    <>
      {next.map((page) => (
        <KeptPage
          key={`${page.key}#${refreshCounts[page.key] ?? 0}`}
          location={page.location}
          navigationType={page.navigationType}
          isVisible={isActiveKept && page.key === activeKey}
        >
          {page.element}
        </KeptPage>
      ))}
      {!isActiveKept && <Suspense fallback={<PageLoading />}>{outlet}</Suspense>}
    </>
  )
}
