import { describe, expect, it } from 'vitest'
import { firstLandingPath, menuTargetOf } from './menu-target'
import { menuEntry } from './menu-fixture'

describe('menu targets', () => {
  it('opens openType 1 in the extend frame, 2 in a new window and 3 by a router push', () => {
    expect(menuTargetOf(menuEntry({ id: 'a', name: 'A', url: '/p/a.html', openType: 1 }))).toEqual({
      kind: 'route',
      to: '/extendIframe?url=%2Fp%2Fa.html&id=a',
    })
    expect(menuTargetOf(menuEntry({ id: 'b', name: 'B', url: 'https://x.cn/b', openType: 2 }))).toEqual({
      kind: 'window',
      url: 'https://x.cn/b',
    })
    expect(menuTargetOf(menuEntry({ id: 'c', name: 'C', url: '/dzfront/portal/news?type=0' }))).toEqual({
      kind: 'route',
      to: '/news?type=0',
    })
    expect(menuTargetOf(menuEntry({ id: 'd', name: 'D' }))).toBeNull()
  })

  it('lands a user without the portal privilege on the first entry that opens inside the portal', () => {
    const tree = [
      menuEntry({ id: 'w', name: 'W', url: '/p/w.html', openType: 2 }),
      menuEntry({
        id: 'g',
        name: 'G',
        sub: [menuEntry({ id: 'l', name: 'L', url: '/dzfront/portal/mzz/kmp/x' })],
      }),
    ]
    expect(firstLandingPath(tree)).toBe('/mzz/kmp/x')
    expect(firstLandingPath([])).toBeNull()
  })
})
