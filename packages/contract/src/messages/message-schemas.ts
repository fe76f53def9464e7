import { z } from 'zod'
import { dateTimeSchema } from '../core/date-time'
import { MESSAGE_CENTRE_PAGE_SIZE } from './message-constants'
import { MESSAGE_TYPE_VALUES, NOTICE_LEVELS, SHOW_TYPES } from './message-types'

export const messageTypeSchema = z.literal(MESSAGE_TYPE_VALUES)

/** A message's id: positive, and within PostgreSQL's integer, which holds it. */
export const messageIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** A 0/1 query flag, as the spec's calls send it. */
export const flagQuerySchema = z.enum(['0', '1']).transform((flag) => flag === '1')

export const messageAttachmentSchema = z.object({
  fileName: z.string(),
  fileType: z.string(),
  fileRelationId: z.string(),
})
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>

/** A news item (spec §3 News/message). `day` and `time` are in the tenant's time zone. */
export const newsMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML: sanitise before rendering. */
  content: z.string(),
  messageType: messageTypeSchema,
  subType: z.number().int().nullable(),
  showType: z.literal(Object.values(SHOW_TYPES)),
  isRead: z.boolean(),
  isCollection: z.boolean(),
  noticeLevel: z.literal(Object.values(NOTICE_LEVELS)).nullable(),
  noticeTypeId: z.string().nullable(),
  noticeTypeName: z.string().nullable(),
  /** JSON text; for subType 610 it holds the chat robot's productId. */
  extendContent: z.string().nullable(),
  fileBusinessId: z.string().nullable(),
  messageAttatchments: z.array(messageAttachmentSchema),
  effectiveStartTime: z.string(),
  day: z.string(),
  time: z.string(),
})
export type NewsMessage = z.infer<typeof newsMessageSchema>

export const noticeTypeSchema = z.object({ id: z.string(), name: z.string() })
export type NoticeType = z.infer<typeof noticeTypeSchema>

/**
 * The message list's filters and its keyset cursor: the (maxEffectiveStartDate, maxId) of the last item already
 * shown. Items are ordered newest first, so messages arriving meanwhile never shift a later page.
 */
export const messageListQuerySchema = z.object({
  messageType: z.coerce.number().pipe(messageTypeSchema).default(0),
  keyword: z.string().trim().max(100).optional(),
  isRead: flagQuerySchema.optional(),
  isCollection: flagQuerySchema.optional(),
  noticeTypeId: z.string().max(64).optional(),
  maxId: messageIdSchema.optional(),
  maxEffectiveStartDate: dateTimeSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(MESSAGE_CENTRE_PAGE_SIZE),
})

export const messageListSchema = z.object({
  list: z.array(newsMessageSchema),
  /** The cursor for the next page: the last item's id and effective start time, or null when the list is empty. */
  maxId: z.number().int().nullable(),
  maxEffectiveStartDate: z.string().nullable(),
  hasMore: z.boolean(),
})
export type MessageList = z.infer<typeof messageListSchema>

export const unreadCountSchema = z.object({ messageType: messageTypeSchema, unReadCount: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCountSchema>

/**
 * What arrived since the page's remind cursor: the new messages (oldest first), the total unread count (counted
 * up to BADGE_CAP + 1, as the bell shows 99+ beyond the cap) and the cursor to send next time. Without `after` it
 * only gives the current cursor and count.
 */
export const remindSchema = z.object({
  cursor: z.number().int(),
  messages: z.array(newsMessageSchema),
  unreadTotal: z.number().int(),
})
export type Remind = z.infer<typeof remindSchema>
