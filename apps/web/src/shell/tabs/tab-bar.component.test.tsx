import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createPath, Link, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import '../translations'
import { tabKeyOf } from '../route-rules'
import { useTabStore } from '../stores/tab-store'
import { TabBar } from './tab-bar'
import { useTabActions } from './use-tab-actions'
import { useTabTracking } from './use-tab-tracking'

// Pages outside the menu are named by the last part of their path: page-01, page-02...
const pagePath = (number: number) => `/pages/page-${String(number).padStart(2, '0')}`

/** The frame's tab bar with what drives it (the address and the tab actions) and a list of links to open pages. */
const Workspace = () => {
  const activeKey = tabKeyOf(createPath(useLocation()))
  const actions = useTabActions(activeKey)
  useTabTracking()
  return (
    <>
      <TabBar activeKey={activeKey} actions={actions} />
      <nav aria-label="页面">
        <Link to="/news">打开消息中心</Link>
        {Array.from({ length: 20 }, (_, index) => (
          <Link key={index} to={pagePath(index + 1)}>
            打开 {pagePath(index + 1)}
          </Link>
        ))}
      </nav>
    </>
  )
}

const renderWorkspace = () =>
  renderInPortal({
    path: '/portal',
    permissions: ['portal'],
    routes: [{ path: '*', element: <Workspace /> }],
  })

const tabNames = () =>
  within(screen.getByRole('tablist', { name: '已打开的页面' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent)

const openPages = async (...numbers: number[]) => {
  for (const number of numbers)
    await userEvent.click(screen.getByRole('link', { name: `打开 ${pagePath(number)}` }))
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('the tab bar', () => {
  beforeEach(() => act(() => useTabStore.setState({ owner: null, tabs: [], refreshCounts: {} })))

  it('pins home first and adds a selected tab for every page opened', async () => {
    renderWorkspace()
    expect(await screen.findByRole('tab', { name: '首页', selected: true })).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: '打开消息中心' }))
    await openPages(1)
    expect(tabNames()).toEqual(['首页', '消息中心', 'page-01'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('page-01')
    expect(screen.queryByRole('button', { name: '关闭“首页”' })).toBeNull()
  })

  it('closes a tab from its close icon and shows its neighbour', async () => {
    const { router } = renderWorkspace()
    await openPages(1, 2)
    await userEvent.click(screen.getByRole('tab', { name: 'page-01' }))
    await userEvent.click(screen.getByRole('button', { name: '关闭“page-01”' }))
    expect(tabNames()).toEqual(['首页', 'page-02'])
    expect(router.state.location.pathname).toBe(pagePath(2))
  })

  it('closes the other tabs from the context menu, keeping home', async () => {
    renderWorkspace()
    await openPages(1, 2, 3)
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: 'page-02' }) })
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }))
    expect(tabNames()).toEqual(['首页', 'page-02'])
  })

  it('shows ten tabs a page, on the page of the active tab, with paging buttons', async () => {
    renderWorkspace()
    await openPages(...range(1, 12))
    expect(tabNames()).toEqual(['page-10', 'page-11', 'page-12'])
    await userEvent.click(screen.getByRole('button', { name: '上一页标签' }))
    expect(tabNames()).toEqual(['首页', ...range(1, 9).map((number) => `page-0${number}`)])
    expect(screen.getByRole('button', { name: '上一页标签' }).hasAttribute('disabled')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: '下一页标签' }))
    expect(tabNames()).toHaveLength(3)
  })

  it('keeps at most 15 tabs, closing the oldest one and saying so', async () => {
    renderWorkspace()
    await openPages(...range(1, 15))
    expect(useTabStore.getState().tabs).toHaveLength(15)
    expect(useTabStore.getState().tabs.map((tab) => tab.key)).not.toContain(pagePath(1))
    expect(await screen.findByText('最多打开 15 个标签页，已关闭最早打开的“page-01”')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '上一页标签' }))
    expect(tabNames()).toEqual([
      '首页',
      ...range(2, 10).map((number) => `page-${String(number).padStart(2, '0')}`),
    ])
  })
})
