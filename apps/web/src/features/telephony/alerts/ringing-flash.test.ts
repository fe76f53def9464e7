import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RINGING_ICON_URL, flashWhileRinging } from './ringing-flash'

const target = () => ({ page: { title: '首页 - 坐席一 - 呼叫中心' }, icon: { href: '/favicon.ico' } })

describe('flashWhileRinging', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('swaps the title and icon every second while ringing, and puts both back when stopped', () => {
    const tab = target()
    const stop = flashWhileRinging('来电 139****1111', tab)
    expect(tab.page.title).toBe('来电 139****1111')
    expect(tab.icon.href).toBe(RINGING_ICON_URL)
    vi.advanceTimersByTime(1000)
    expect(tab.page.title).toBe('首页 - 坐席一 - 呼叫中心')
    expect(tab.icon.href).toBe('/favicon.ico')
    vi.advanceTimersByTime(1000)
    expect(tab.page.title).toBe('来电 139****1111')
    stop()
    expect(tab.page.title).toBe('首页 - 坐席一 - 呼叫中心')
    expect(tab.icon.href).toBe('/favicon.ico')
    vi.advanceTimersByTime(5000)
    expect(tab.page.title).toBe('首页 - 坐席一 - 呼叫中心')
  })

  it('restores the title the page set for itself meanwhile (a navigation during the ring)', () => {
    const tab = target()
    const stop = flashWhileRinging('来电', tab)
    tab.page.title = '消息中心 - 坐席一 - 呼叫中心'
    vi.advanceTimersByTime(1000)
    expect(tab.page.title).toBe('来电')
    stop()
    expect(tab.page.title).toBe('消息中心 - 坐席一 - 呼叫中心')
  })

  it('flashes the title alone when the page has no icon link', () => {
    const tab = { page: { title: '首页' }, icon: null }
    const stop = flashWhileRinging('来电', tab)
    expect(tab.page.title).toBe('来电')
    stop()
    expect(tab.page.title).toBe('首页')
  })
})
