import { MESSAGE_TABS } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { toMessageListQuery } from './message-list-query'

describe('toMessageListQuery', () => {
  it('asks for the first page of a category with the read filter', () => {
    expect(toMessageListQuery({ messageType: 3, tab: MESSAGE_TABS.unread, keyword: '' }, null)).toEqual({
      messageType: 3,
      pageSize: 50,
      isRead: '0',
    })
    expect(toMessageListQuery({ messageType: 0, tab: MESSAGE_TABS.read, keyword: ' ' }, null).isRead).toBe(
      '1',
    )
    expect(
      toMessageListQuery({ messageType: 0, tab: MESSAGE_TABS.all, keyword: '' }, null),
    ).not.toHaveProperty('isRead')
  })

  it('carries the keyword, notice type and the keyset cursor of the next page', () => {
    const cursor = { maxId: 9, maxEffectiveStartDate: '2026-11-21T02:00:00.000Z' }
    expect(
      toMessageListQuery(
        { messageType: 3, tab: MESSAGE_TABS.all, keyword: ' 维护 ', noticeTypeId: 'n1' },
        cursor,
      ),
    ).toEqual({ messageType: 3, pageSize: 50, keyword: '维护', noticeTypeId: 'n1', ...cursor })
  })
})
