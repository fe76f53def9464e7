import { MESSAGE_TYPES, TOOL_PERMISSIONS, productModuleCode } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { messageCategories, selectedCategory } from './message-categories'

describe('messageCategories', () => {
  it('lists only the categories the codes allow, with the server counts', () => {
    const codes = new Set([productModuleCode('main'), TOOL_PERMISSIONS.emailAbility])
    const counts = [
      { messageType: MESSAGE_TYPES.all, unReadCount: 5 },
      { messageType: MESSAGE_TYPES.mail, unReadCount: 2 },
    ]
    expect(messageCategories(codes, counts)).toEqual([
      { type: MESSAGE_TYPES.all, unread: 5 },
      { type: MESSAGE_TYPES.enterpriseAnnouncement, unread: 0 },
      { type: MESSAGE_TYPES.systemAnnouncement, unread: 0 },
      { type: MESSAGE_TYPES.mail, unread: 2 },
      { type: MESSAGE_TYPES.favourites, unread: 0 },
    ])
  })

  it('shows no work-order category without the work-order module', () => {
    const types = messageCategories(new Set([productModuleCode('main')])).map((category) => category.type)
    expect(types).not.toContain(MESSAGE_TYPES.workOrder)
  })
})

describe('selectedCategory', () => {
  it('takes the query type when visible, else the first visible category', () => {
    expect(selectedCategory('3', [0, 3, 4])).toBe(3)
    expect(selectedCategory('9', [0, 3, 4])).toBe(0)
    expect(selectedCategory('abc', [0, 3])).toBe(0)
    expect(selectedCategory(null, [0, 3])).toBe(0)
  })
})
