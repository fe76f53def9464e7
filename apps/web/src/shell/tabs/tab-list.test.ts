import { TAB_LIMIT_OVERALL, TABS_PER_PAGE } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  neighbourOf,
  openTab,
  pageOfTab,
  pageStarts,
  tabPage,
  type Tab,
} from './tab-list'

const home: Tab = { key: '/portal', fullPath: '/portal', isPinned: true }
const page = (n: number): Tab => ({ key: `/p${n}`, fullPath: `/p${n}`, isPinned: false })

const openMany = (count: number) => {
  let tabs: Tab[] = [home]
  const closed: Tab[] = []
  for (let n = 1; n <= count; n += 1) {
    const result = openTab(tabs, page(n), TAB_LIMIT_OVERALL)
    tabs = result.tabs
    if (result.closed) closed.push(result.closed)
  }
  return { tabs, closed }
}

describe('the tab list', () => {
  it('keeps 15 tabs and closes the oldest unpinned one to open a 16th', () => {
    const { tabs, closed } = openMany(15)
    expect(tabs).toHaveLength(TAB_LIMIT_OVERALL)
    expect(closed.map((tab) => tab.key)).toEqual(['/p1'])
    expect(tabs[0]).toBe(home)
    expect(tabs.at(-1)?.key).toBe('/p15')
  })

  it('puts a pinned tab first', () => {
    expect(openTab([page(1)], home, 15).tabs.map((tab) => tab.key)).toEqual(['/portal', '/p1'])
  })

  it('moves an open tab to the page asked for instead of opening another', () => {
    const { tabs } = openTab([home, page(1)], { key: '/p1', fullPath: '/p1?x=2', name: 'P' }, 15)
    expect(tabs).toEqual([home, { key: '/p1', fullPath: '/p1?x=2', name: 'P', isPinned: false }])
  })

  it('closes one, the others or all, never the pinned home', () => {
    const tabs = [home, page(1), page(2), page(3)]
    expect(closeTab(tabs, '/p2').map((tab) => tab.key)).toEqual(['/portal', '/p1', '/p3'])
    expect(closeTab(tabs, '/portal')).toHaveLength(4)
    expect(closeOtherTabs(tabs, '/p2').map((tab) => tab.key)).toEqual(['/portal', '/p2'])
    expect(closeAllTabs(tabs)).toEqual([home])
  })

  it('shows the right neighbour of a closed active tab, else the left one', () => {
    const tabs = [home, page(1), page(2)]
    expect(neighbourOf(tabs, '/p1')?.key).toBe('/p2')
    expect(neighbourOf(tabs, '/p2')?.key).toBe('/p1')
  })

  it('pages the tabs ten at a time when they fit', () => {
    const { tabs } = openMany(14)
    const starts = pageStarts(
      tabs.map(() => 0),
      1000,
      TABS_PER_PAGE,
    )
    expect(starts).toEqual([0, 10])
    expect(tabPage(tabs, starts, 0).tabs).toHaveLength(10)
    expect(tabPage(tabs, starts, 1)).toMatchObject({ page: 1, pageCount: 2 })
    expect(tabPage(tabs, starts, 1).tabs).toHaveLength(5)
    expect(tabPage(tabs, starts, 9).page).toBe(1)
  })

  it('pages the tabs by the width available, at least one a page, and finds the page of a tab', () => {
    expect(pageStarts([100, 100, 100, 100, 100], 250, TABS_PER_PAGE)).toEqual([0, 2, 4])
    expect(pageStarts([300, 100, 100], 250, TABS_PER_PAGE)).toEqual([0, 1])
    expect(pageStarts([], 250, TABS_PER_PAGE)).toEqual([0])
    expect(pageOfTab([0, 2, 4], 3)).toBe(1)
    expect(pageOfTab([0, 2, 4], 4)).toBe(2)
    expect(pageOfTab([0, 2, 4], -1)).toBe(0)
  })
})
