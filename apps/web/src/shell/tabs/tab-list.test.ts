import { TAB_LIMIT_OVERALL, TABS_PER_PAGE } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { closeAllTabs, closeOtherTabs, closeTab, neighbourOf, openTab, tabPage, type Tab } from './tab-list'

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

  it('pages the tabs ten at a time', () => {
    const { tabs } = openMany(14)
    expect(tabPage(tabs, 0, TABS_PER_PAGE).tabs).toHaveLength(10)
    expect(tabPage(tabs, 1, TABS_PER_PAGE)).toMatchObject({ page: 1, pageCount: 2 })
    expect(tabPage(tabs, 1, TABS_PER_PAGE).tabs).toHaveLength(5)
    expect(tabPage(tabs, 9, TABS_PER_PAGE).page).toBe(1)
  })
})
