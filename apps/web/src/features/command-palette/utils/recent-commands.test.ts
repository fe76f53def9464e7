import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@/test-support/memory-storage'
import { RECENT_COMMANDS_LIMIT, readRecentCommands, rememberCommand } from './recent-commands'

describe('the recent palette entries', () => {
  it('puts the latest first, each once, and keeps only the newest few', () => {
    const storage = memoryStorage()
    rememberCommand('m1', { id: 'page:/news', label: '消息中心' }, storage)
    rememberCommand('m1', { id: 'dial:13900001111', label: '拨打 13900001111' }, storage)
    rememberCommand('m1', { id: 'page:/news', label: '消息中心' }, storage)
    expect(readRecentCommands('m1', storage).map((item) => item.id)).toEqual([
      'page:/news',
      'dial:13900001111',
    ])
    for (let index = 0; index < RECENT_COMMANDS_LIMIT + 3; index += 1)
      rememberCommand('m1', { id: `page:/p${index}`, label: `P${index}` }, storage)
    expect(readRecentCommands('m1', storage)).toHaveLength(RECENT_COMMANDS_LIMIT)
    expect(readRecentCommands('m1', storage)[0]?.id).toBe(`page:/p${RECENT_COMMANDS_LIMIT + 2}`)
  })

  it("keeps each member's list apart, ids and labels only", () => {
    const storage = memoryStorage()
    const withGroup = { id: 'page:/news', label: '消息中心', group: 'pages' } as const
    rememberCommand('m1', withGroup, storage)
    expect(readRecentCommands('m2', storage)).toEqual([])
    expect(JSON.parse(storage.getItem('portal.command-palette.recent.m1') ?? '')).toEqual([
      { id: 'page:/news', label: '消息中心' },
    ])
  })

  it('leaves out what it cannot read or run', () => {
    const storage = memoryStorage()
    storage.setItem('portal.command-palette.recent.m1', '{broken')
    expect(readRecentCommands('m1', storage)).toEqual([])
    storage.setItem(
      'portal.command-palette.recent.m1',
      JSON.stringify([
        { id: 'erase:all', label: 'x' },
        { id: 'page:/news' },
        { id: 'page:/news', label: '消息中心' },
      ]),
    )
    expect(readRecentCommands('m1', storage)).toEqual([{ id: 'page:/news', label: '消息中心' }])
  })
})
