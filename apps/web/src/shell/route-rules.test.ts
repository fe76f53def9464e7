import { describe, expect, it } from 'vitest'
import { ROBOT_ROUTES, hasSubMenu, isKeepAlive, isTabless, tabKeyOf } from './route-rules'

const ORDERS = '/mzz/workorder/workorder/front/main/order'

describe('the shell route rules', () => {
  it('keeps the work-order pages and the working platform alive, not the others', () => {
    expect(isKeepAlive(ORDERS)).toBe(true)
    expect(isKeepAlive(`${ORDERS}/detail/42`)).toBe(true)
    expect(isKeepAlive('/platformPort')).toBe(true)
    expect(isKeepAlive('/aiTranslate')).toBe(false)
    expect(isKeepAlive(`${ORDERS}s`)).toBe(false)
  })

  it('opens no sub menu on the pages spec §2 lists', () => {
    for (const path of [
      '/portal',
      '/platformPort',
      ORDERS,
      `${ORDERS}/detail/1`,
      ROBOT_ROUTES.market,
      '/news',
    ]) {
      expect(hasSubMenu(path), path).toBe(false)
    }
    expect(hasSubMenu('/mzz/speech/speech/front/main/setting/ivr')).toBe(true)
  })

  it('gives the robot pages one tab, each extend-frame entry its own, and ignores the query elsewhere', () => {
    expect(tabKeyOf(`${ROBOT_ROUTES.detail}/7`)).toBe(ROBOT_ROUTES.table)
    expect(tabKeyOf(ROBOT_ROUTES.market)).toBe(ROBOT_ROUTES.table)
    expect(tabKeyOf('/extendIframe?url=%2Fa&id=m1')).toBe('/extendIframe?id=m1')
    expect(tabKeyOf('/extendIframe?url=%2Fa')).toBe('/extendIframe?url=/a')
    expect(tabKeyOf(`${ORDERS}?filterMenu=pending`)).toBe(ORDERS)
  })

  it('opens no tab for the redirect route', () => {
    expect(isTabless('/redirect/portal')).toBe(true)
    expect(isTabless('/redirection')).toBe(false)
  })
})
