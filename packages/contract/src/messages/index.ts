import { defineDomain } from '../core/define-domain'
import {
  markAllReadRoute,
  markCollectedRoute,
  markReadRoute,
  messageDetailRoute,
  messageListRoute,
  noticeTypesRoute,
  remindRoute,
  unreadCountsRoute,
} from './message-routes'
import {
  announcementListRoute,
  audienceRolesRoute,
  publishAnnouncementRoute,
  withdrawAnnouncementRoute,
} from './announcement-routes'
import { systemAnnouncementRoute } from './system-announcement-routes'
import { newsPush } from './message-push-messages'
import { messagesTexts } from './messages-texts'

export * from './message-constants'
export * from './message-types'
export * from './message-schemas'
export * from './message-routes'
export * from './announcement-routes'
export * from './system-announcement-routes'
export * from './message-push-messages'

/** The message centre: messages, notice types, enterprise and system announcements, remind. */
export const messagesDomain = defineDomain({
  name: 'messages',
  routes: {
    messageListRoute,
    messageDetailRoute,
    unreadCountsRoute,
    markReadRoute,
    markCollectedRoute,
    markAllReadRoute,
    remindRoute,
    noticeTypesRoute,
    announcementListRoute,
    publishAnnouncementRoute,
    withdrawAnnouncementRoute,
    audienceRolesRoute,
    systemAnnouncementRoute,
  },
  texts: messagesTexts,
  pushMessages: [newsPush],
})
