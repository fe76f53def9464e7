import { describe, expect, it } from 'vitest'
import { readKnowledgeListParams, writeKnowledgeListParams } from './knowledge-list-params'

describe('the knowledge list address', () => {
  it('reads a search, its category and page, ignoring a status it does not know', () => {
    expect(
      readKnowledgeListParams(new URLSearchParams('keyword=光猫&categoryId=c1&page=2&status=lost')),
    ).toEqual({
      view: 'search',
      keyword: '光猫',
      categoryId: 'c1',
      status: undefined,
      page: 2,
    })
  })

  it('goes back to the first page when the search changes, and leaves defaults out', () => {
    const next = writeKnowledgeListParams(new URLSearchParams('keyword=a&page=3'), { keyword: 'router' })
    expect(next.toString()).toBe('keyword=router')
    expect(writeKnowledgeListParams(next, { view: 'manage', status: 'draft' }).toString()).toBe(
      'keyword=router&view=manage&status=draft',
    )
    expect(writeKnowledgeListParams(new URLSearchParams('page=2'), { page: 1 }).toString()).toBe('')
  })
})
