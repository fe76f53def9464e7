import { describe, expect, it } from 'vitest'
import { ancestorIdsOf, findEntryForPage, flattenMenu } from './menu-index'
import { menuEntry } from './menu-fixture'

const ORDERS = '/dzfront/portal/mzz/workorder/workorder/front/main/order'
const list = menuEntry({ id: 'list', name: '工单列表', resourceType: 2, url: ORDERS })
const hiddenButton = menuEntry({ id: 'export', name: '导出', resourceType: 3, url: null })
const tree = [
  menuEntry({ id: 'home', name: '首页', url: '/dzfront/portal/portal' }),
  menuEntry({ id: 'centre', name: '工单中心', sub: [list, hiddenButton] }),
  menuEntry({ id: 'help', name: '服务协议', url: '/protocols/a.html', openType: 1 }),
]

describe('the menu index', () => {
  it('lists the shown entries, parents first, never buttons', () => {
    expect(flattenMenu(tree).map((entry) => entry.id)).toEqual(['home', 'centre', 'list', 'help'])
  })

  it('highlights the list entry on its detail page and finds extend-frame entries by id', () => {
    const entries = flattenMenu(tree)
    expect(findEntryForPage(entries, '/mzz/workorder/workorder/front/main/order/detail/9')?.id).toBe('list')
    expect(findEntryForPage(entries, '/portal')?.id).toBe('home')
    expect(findEntryForPage(entries, '/portalx')).toBeNull()
    expect(findEntryForPage(entries, '/extendIframe', new URLSearchParams({ id: 'help' }))?.id).toBe('help')
  })

  it('names the sub menus above an entry', () => {
    expect(ancestorIdsOf(tree, 'list')).toEqual(['centre'])
    expect(ancestorIdsOf(tree, 'home')).toEqual([])
  })
})
