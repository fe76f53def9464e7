import { describe, expect, it } from 'vitest'
import type { PaletteCommand } from './palette-command'
import { matchesText, paletteEntries } from './palette-entries'

const news: PaletteCommand = { id: 'page:/news', label: '消息中心', group: 'pages' }
const home: PaletteCommand = { id: 'page:/portal', label: '首页', group: 'pages' }
const ready: PaletteCommand = { id: 'status:3', label: '切换为 接线', group: 'status' }
const dialWang: PaletteCommand = {
  id: 'dial-customer:c1',
  label: '拨打 王女士 139****1111',
  group: 'customers',
}

describe('the palette entries', () => {
  it('match every typed word in any case', () => {
    expect(matchesText({ label: 'Message Centre' }, 'centre MESS')).toBe(true)
    expect(matchesText({ label: 'Message Centre' }, 'centre home')).toBe(false)
    expect(matchesText({ label: '消息中心' }, '')).toBe(true)
  })

  it('list the recent entries first, then by group, each id once', () => {
    const recent: PaletteCommand[] = [
      { ...dialWang, group: 'recent' },
      { ...news, group: 'recent' },
    ]
    const entries = paletteEntries({ recent, filtered: [ready, home, news], found: [dialWang] }, '')
    expect(entries.map((entry) => [entry.group, entry.id])).toEqual([
      ['recent', 'dial-customer:c1'],
      ['recent', 'page:/news'],
      ['pages', 'page:/portal'],
      ['status', 'status:3'],
    ])
  })

  it("filter their own entries by the text but take the server's matches as they are", () => {
    const found: PaletteCommand = {
      id: 'page:/order/1',
      label: '打开工单 WO1 宽带无法连接',
      group: 'workOrders',
    }
    const entries = paletteEntries({ recent: [], filtered: [ready, home, news], found: [found] }, ' 消息 ')
    expect(entries.map((entry) => entry.id)).toEqual(['page:/news', 'page:/order/1'])
  })
})
