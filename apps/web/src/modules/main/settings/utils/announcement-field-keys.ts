import type { MessageKey } from '@portal/contract'
import type { AnnouncementFormValues } from './to-announcement-body'

/** Which form field a rule the server refused belongs to, by the rule's contract key. */
export const ANNOUNCEMENT_FIELD_KEYS: Partial<Record<MessageKey, keyof AnnouncementFormValues>> = {
  'announcement.titleRequired': 'title',
  'announcement.titleTooLong': 'title',
  'announcement.contentRequired': 'content',
  'announcement.contentTooLong': 'content',
  'announcement.noticeTypeRequired': 'noticeTypeId',
  'announcement.rolesRequired': 'roleIds',
  'announcement.attachmentMissing': 'attachments',
}
