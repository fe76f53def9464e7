import { describe, expect, it } from 'vitest'
import { menuEntry } from '@/lib/menus/menu-fixture'
import { buildPageVisit } from './build-page-visit'

const ORDERS = '/mzz/workorder/workorder/front/main/order'
const list = menuEntry({
  id: 'l1',
  resourceCode: 'workorder.list',
  name: '工单列表',
  url: `/dzfront/portal${ORDERS}`,
})
const centre = menuEntry({ id: 'c1', resourceCode: 'workorder.center', name: '工单中心', sub: [list] })
const help = menuEntry({
  id: 'h1',
  resourceCode: 'help',
  name: '帮助',
  url: 'https://help.example.cn',
  openType: 1,
})
const tree = [menuEntry({ id: 'home', name: '首页', url: '/dzfront/portal/portal' }), centre, help]

describe('buildPageVisit', () => {
  it('records a menu page with its full url, its menu code and the codes of the menus above it', () => {
    expect(buildPageVisit(`${ORDERS}?filterMenu=pending`, '工单列表', tree)).toEqual({
      title: '工单列表',
      url: `/dzfront/portal${ORDERS}?filterMenu=pending`,
      pageCode: 'workorder.list',
      resourceCode: '["workorder.center","workorder.list"]',
    })
  })

  it('gives a detail page its own path as page code but its list menu codes', () => {
    expect(buildPageVisit(`${ORDERS}/detail/7`, '工单详情', tree)).toMatchObject({
      pageCode: `${ORDERS}/detail/7`,
      resourceCode: '["workorder.center","workorder.list"]',
    })
  })

  it('records a page outside the menu with its path as page code and no menu codes', () => {
    expect(buildPageVisit('/aiTranslate', 'AI 翻译', tree)).toEqual({
      title: 'AI 翻译',
      url: '/dzfront/portal/aiTranslate',
      pageCode: '/aiTranslate',
      resourceCode: '[]',
    })
  })

  it('records an extend-frame page under the menu entry it opens', () => {
    expect(buildPageVisit('/extendIframe?id=h1&url=x', '帮助', tree)?.pageCode).toBe('help')
  })

  it('never records the login pages, home, the tab refresh or the error pages', () => {
    for (const path of [
      '/login?type=phone',
      '/modify',
      '/register',
      '/activate?key=1',
      '/portal',
      '/redirect/news',
      '/404',
      '/page/500',
      '/',
    ])
      expect(buildPageVisit(path, '页面', tree), path).toBeNull()
  })

  it('never records a page without a name', () => {
    expect(buildPageVisit('/aiTranslate', '  ', tree)).toBeNull()
  })
})
