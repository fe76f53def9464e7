import { describe, expect, it } from 'vitest'
import { menuEntry } from '@/lib/menus/menu-fixture'
import { resolvePageName, type PageNameSources } from './page-names'

const sources: PageNameSources = {
  entries: [
    menuEntry({ id: 'home', name: '首页', url: '/dzfront/portal/portal' }),
    menuEntry({ id: 'help', name: '服务协议', url: '/p/a.html', openType: 1 }),
  ],
  helpers: [
    {
      id: 'h1',
      name: '外部工具',
      url: '/t',
      menuPosition: 'global',
      openType: 1,
      externalConfs: { icon: null },
    },
  ],
  translate: (key) => `<${key}>`,
}

describe('resolvePageName', () => {
  it('takes the menu entry name, by path or by extend-frame id', () => {
    expect(resolvePageName('/portal', sources)).toBe('首页')
    expect(resolvePageName('/extendIframe?url=%2Fp%2Fa.html&id=help', sources)).toBe('服务协议')
    expect(resolvePageName('/extendIframe?url=%2Fother', sources)).toBe('<page.extendIframe>')
  })

  it('names helper components, fixed pages and detail pages', () => {
    expect(resolvePageName('/aux/external/h1', sources)).toBe('外部工具')
    expect(resolvePageName('/news?type=0', sources)).toBe('<page.news>')
    expect(resolvePageName('/mzz/workorder/workorder/front/main/order/detail/7', sources)).toBe(
      '<page.workOrderDetail>',
    )
  })

  it('falls back on the last part of the path', () => {
    expect(resolvePageName('/mzz/crm/crm/front/customerPool', sources)).toBe('customerPool')
  })
})
