import type { NewsMessage } from '@portal/contract'

/**
 * A news message for tests, with the fields a test cares about given.
 * @example newsMessageFixture({ id: 3, title: 'Maintenance' })
 */
export const newsMessageFixture = (fields: Partial<NewsMessage> = {}): NewsMessage => ({
  id: 1,
  title: '系统维护通知',
  content: '<p>今晚维护</p>',
  messageType: 3,
  subType: null,
  showType: 0,
  isRead: false,
  isCollection: false,
  noticeLevel: 1,
  noticeTypeId: null,
  noticeTypeName: null,
  extendContent: null,
  fileBusinessId: null,
  messageAttatchments: [],
  effectiveStartTime: '2026-11-21T02:00:00.000Z',
  day: '2026-11-21',
  time: '10:00',
  ...fields,
})
