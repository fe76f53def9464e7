import { describe, expect, it } from 'vitest'
import { parseTabMessage } from './tab-message'

describe('parseTabMessage', () => {
  it('reads OPEN_TAB with its path, params, query, hash and name', () => {
    expect(
      parseTabMessage({
        type: 'OPEN_TAB',
        data: { path: '/mzz/x/:id', params: { id: 'a b' }, query: { k: 1 }, hash: 'top', name: ' 详情 ' },
      }),
    ).toEqual({ type: 'OPEN_TAB', fullPath: '/mzz/x/a%20b?k=1#top', name: '详情' })
    expect(parseTabMessage({ type: 'OPEN_TAB', path: '/dzfront/portal/news' })).toEqual({
      type: 'OPEN_TAB',
      fullPath: '/news',
    })
  })

  it('reads DELETE_TAB by its full path', () => {
    expect(parseTabMessage({ type: 'DELETE_TAB', data: { fullPath: '/news?type=0' } })).toEqual({
      type: 'DELETE_TAB',
      fullPath: '/news?type=0',
    })
  })

  it('ignores other messages and pages outside the portal', () => {
    for (const message of [
      null,
      'OPEN_TAB',
      { type: 'OTHER', path: '/news' },
      { type: 'OPEN_TAB', path: 'https://evil.example/' },
      { type: 'OPEN_TAB', path: '//evil.example/' },
      { type: 'OPEN_TAB', path: '/\\evil.example' },
      { type: 'DELETE_TAB' },
    ]) {
      expect(parseTabMessage(message)).toBeNull()
    }
  })
})
