/** An open tab (spec §3 Tab): its identity, the full router path it shows, and a name given by its opener. */
export type Tab = { key: string; fullPath: string; name?: string; isPinned: boolean }

/** A tab to open: pinned tabs (home) are never closed to make room and carry no close icon. */
export type TabToOpen = { key: string; fullPath: string; name?: string; isPinned?: boolean }

/**
 * Opens a tab, or moves an open one to the page asked for. Past `limit` tabs the oldest unpinned one is closed
 * and returned, so the caller can say which.
 * @example openTab(tabs, { key: '/news', fullPath: '/news?type=0' }, 15) // { tabs, closed: null }
 */
export const openTab = (
  tabs: readonly Tab[],
  tab: TabToOpen,
  limit: number,
): { tabs: Tab[]; closed: Tab | null } => {
  const existing = tabs.find((open) => open.key === tab.key)
  if (existing) {
    const updated = { ...existing, fullPath: tab.fullPath, name: tab.name ?? existing.name }
    return { tabs: tabs.map((open) => (open === existing ? updated : open)), closed: null }
  }
  const added: Tab = { ...tab, isPinned: tab.isPinned ?? false }
  // Pinned tabs (home) lead the bar; others follow in the order they were opened.
  const next = added.isPinned ? [added, ...tabs] : [...tabs, added]
  const closed =
    next.length > limit ? (next.find((open) => !open.isPinned && open.key !== tab.key) ?? null) : null
  return { tabs: closed ? next.filter((open) => open !== closed) : next, closed }
}

/**
 * The tab to show when the active one closes: its right neighbour, else its left one.
 * @example neighbourOf(tabs, '/news')?.fullPath
 */
export const neighbourOf = (tabs: readonly Tab[], key: string): Tab | null => {
  const index = tabs.findIndex((tab) => tab.key === key)
  if (index < 0) return null
  return tabs[index + 1] ?? tabs[index - 1] ?? null
}

/** Closes one tab; a pinned tab stays. */
export const closeTab = (tabs: readonly Tab[], key: string): Tab[] =>
  tabs.filter((tab) => tab.key !== key || tab.isPinned)

/** Closes every tab but one and the pinned ones. */
export const closeOtherTabs = (tabs: readonly Tab[], key: string): Tab[] =>
  tabs.filter((tab) => tab.key === key || tab.isPinned)

/** Closes every tab but the pinned ones. */
export const closeAllTabs = (tabs: readonly Tab[]): Tab[] => tabs.filter((tab) => tab.isPinned)

/**
 * Where each page of the tab bar starts (spec §9: at most `perPage` tabs a page): a page takes tabs while their
 * widths fit in `available` pixels, and always at least one. Unmeasured (zero) widths fit, so before the bar is
 * measured, and in a test without layout, pages are `perPage` long.
 * @example pageStarts([100, 100, 100], 250, 10) // [0, 2]
 */
export const pageStarts = (widths: readonly number[], available: number, perPage: number): number[] => {
  const starts = [0]
  let used = 0
  widths.forEach((width, index) => {
    const start = starts[starts.length - 1] ?? 0
    const isFirstOnPage = index === start
    if (!isFirstOnPage && (index - start >= perPage || used + width > available)) {
      starts.push(index)
      used = width
    } else used += width
  })
  return starts
}

/**
 * The tabs shown on one page of the tab bar, given where the pages start, and how many pages there are.
 * @example tabPage(tabs, [0, 10], 1) // { tabs: tabs.slice(10), page: 1, pageCount: 2 }
 */
export const tabPage = <T>(tabs: readonly T[], starts: readonly number[], page: number) => {
  const pageCount = Math.max(1, starts.length)
  const current = Math.min(Math.max(0, page), pageCount - 1)
  return { tabs: tabs.slice(starts[current] ?? 0, starts[current + 1]), page: current, pageCount }
}

/**
 * The page that holds the tab at `index` (the first page for a tab not found).
 * @example pageOfTab([0, 4, 9], 5) // 1
 */
export const pageOfTab = (starts: readonly number[], index: number): number =>
  index < 0 ? 0 : starts.filter((start) => start <= index).length - 1
