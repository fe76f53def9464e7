import { describe, expect, it } from 'vitest'
import { steppedTab } from './tab-step'

const TABS = [{ key: 'home' }, { key: 'news' }, { key: 'orders' }]

describe('the next and previous tab', () => {
  it('are the neighbours in the bar, going round at either end', () => {
    expect(steppedTab(TABS, 'news', 1)).toEqual({ key: 'orders' })
    expect(steppedTab(TABS, 'news', -1)).toEqual({ key: 'home' })
    expect(steppedTab(TABS, 'orders', 1)).toEqual({ key: 'home' })
    expect(steppedTab(TABS, 'home', -1)).toEqual({ key: 'orders' })
  })

  it('are none with a single tab', () => {
    expect(steppedTab([{ key: 'home' }], 'home', 1)).toBeUndefined()
  })
})
