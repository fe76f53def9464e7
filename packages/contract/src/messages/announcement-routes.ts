import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { dateTimeSchema } from '../core/date-time'
import { messageAttachmentSchema, messageIdSchema } from './message-schemas'
import { NOTICE_LEVELS } from './message-types'

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100
export const ANNOUNCEMENT_CONTENT_MAX_LENGTH = 200_000
export const ANNOUNCEMENT_ATTACHMENTS_MAX = 10

/** Who an enterprise announcement is for: everyone in the tenant, or the holders of some roles. */
export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tenant') }),
  z.object({ kind: z.literal('roles'), roleIds: z.array(z.uuid()).min(1, 'announcement.rolesRequired') }),
])
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>

export const announcementFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'announcement.titleRequired')
    .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, 'announcement.titleTooLong'),
  /** Rich text (HTML); it is sanitised wherever it is shown. */
  content: z
    .string()
    .min(1, 'announcement.contentRequired')
    .max(ANNOUNCEMENT_CONTENT_MAX_LENGTH, 'announcement.contentTooLong'),
  noticeTypeId: z.uuid('announcement.noticeTypeRequired'),
  noticeLevel: z.literal(Object.values(NOTICE_LEVELS)),
  /** When it appears; absent means now. */
  effectiveStartTime: dateTimeSchema.optional(),
  /** Files uploaded beforehand with purpose 'message'. */
  attachmentIds: z.array(z.uuid()).max(ANNOUNCEMENT_ATTACHMENTS_MAX).default([]),
  audience: announcementAudienceSchema,
})
export type AnnouncementForm = z.input<typeof announcementFormSchema>

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  noticeTypeName: z.string().nullable(),
  noticeLevel: z.literal(Object.values(NOTICE_LEVELS)),
  effectiveStartTime: z.string(),
  /** Whether it has reached its audience yet (its effective time has come). */
  isDelivered: z.boolean(),
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('tenant') }),
    z.object({ kind: z.literal('roles'), roles: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ]),
  attachments: z.array(messageAttachmentSchema),
  createdBy: z.string(),
  createdAt: z.string(),
})
export type Announcement = z.infer<typeof announcementSchema>

/** The tenant's enterprise announcements, newest first, for the settings page. */
export const announcementListRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/enterpriseNotice/list',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.announcements,
  response: z.array(announcementSchema),
})

export const publishAnnouncementRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/enterpriseNotice',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.announcements,
  body: announcementFormSchema,
  response: announcementSchema,
})

/** Withdraws an announcement: it disappears from every message centre and bell. */
export const withdrawAnnouncementRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/enterpriseNotice/:id',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.announcements,
  params: z.object({ id: messageIdSchema }),
  response: z.null(),
})

/** The tenant's roles, for choosing an announcement's audience. */
export const audienceRolesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/enterpriseNotice/roles',
  access: 'session',
  permission: SETTINGS_PERMISSIONS.announcements,
  response: z.array(z.object({ id: z.string(), name: z.string() })),
})
