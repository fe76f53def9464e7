import { NOTICE_LEVELS, type AnnouncementForm, type UploadedFile } from '@portal/contract'
import type { UploadFile } from 'antd/es/upload'
import type { Dayjs } from 'dayjs'
import { toAudience, type AudienceKind } from './announcement-audience'

type NoticeLevel = (typeof NOTICE_LEVELS)[keyof typeof NOTICE_LEVELS]

/** The new-announcement form as Ant Design holds it. */
export type AnnouncementFormValues = {
  title?: string
  content?: string
  noticeTypeId?: string
  noticeLevel?: NoticeLevel
  effectiveStartTime?: Dayjs | null
  attachments?: UploadFile<UploadedFile>[]
  audienceKind?: AudienceKind
  roleIds?: string[]
}

/**
 * The ids of the attachments that finished uploading, in the order shown.
 * @example uploadedFileIds([{ uid: '1', name: 'a.pdf', status: 'done', response: { fileRelationId: 'f1', … } }]) // ['f1']
 */
export const uploadedFileIds = (files: readonly UploadFile<UploadedFile>[] = []): string[] =>
  files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.fileRelationId] : []))

/**
 * The publish body from the form, once its rules have passed: no effective time means now.
 * @example toAnnouncementBody({ title: ' 通知 ', content: '<p>x</p>', noticeTypeId, audienceKind: 'tenant' })
 */
export const toAnnouncementBody = (values: AnnouncementFormValues): AnnouncementForm => ({
  title: (values.title ?? '').trim(),
  content: values.content ?? '',
  noticeTypeId: values.noticeTypeId ?? '',
  noticeLevel: values.noticeLevel ?? NOTICE_LEVELS.normal,
  ...(values.effectiveStartTime ? { effectiveStartTime: values.effectiveStartTime.toISOString() } : {}),
  attachmentIds: uploadedFileIds(values.attachments),
  audience: toAudience(values.audienceKind, values.roleIds),
})
