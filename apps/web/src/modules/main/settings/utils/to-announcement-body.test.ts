import { announcementFormSchema, NOTICE_LEVELS, type UploadedFile } from '@portal/contract'
import type { UploadFile } from 'antd/es/upload'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { toAnnouncementBody, uploadedFileIds } from './to-announcement-body'

const NOTICE_TYPE = '5b0e8a53-5f2a-4b4e-9d59-0d4cbb1f1d11'
const FILE_ID = '0f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f'
const uploaded = (uid: string, status: UploadFile['status'], fileRelationId?: string) =>
  ({
    uid,
    name: `${uid}.pdf`,
    status,
    response: fileRelationId
      ? { fileRelationId, fileName: `${uid}.pdf`, fileType: 'application/pdf', size: 3 }
      : undefined,
  }) satisfies UploadFile<UploadedFile>

describe('uploadedFileIds', () => {
  it('keeps only the files that finished uploading', () => {
    const files = [uploaded('a', 'done', FILE_ID), uploaded('b', 'error'), uploaded('c', 'uploading')]
    expect(uploadedFileIds(files)).toEqual([FILE_ID])
  })

  it('gives no ids when there are no files', () => {
    expect(uploadedFileIds(undefined)).toEqual([])
  })
})

describe('toAnnouncementBody', () => {
  it('builds a body the contract accepts, trimming the title and leaving the time out for now', () => {
    const body = toAnnouncementBody({
      title: '  系统升级通知 ',
      content: '<p>今晚升级</p>',
      noticeTypeId: NOTICE_TYPE,
      noticeLevel: NOTICE_LEVELS.important,
      effectiveStartTime: null,
      attachments: [uploaded('a', 'done', FILE_ID)],
      audienceKind: 'tenant',
    })
    expect(body).toEqual({
      title: '系统升级通知',
      content: '<p>今晚升级</p>',
      noticeTypeId: NOTICE_TYPE,
      noticeLevel: NOTICE_LEVELS.important,
      attachmentIds: [FILE_ID],
      audience: { kind: 'tenant' },
    })
    expect(announcementFormSchema.safeParse(body).success).toBe(true)
  })

  it('sends a chosen effective time as an ISO instant with the chosen roles', () => {
    const when = dayjs('2030-01-02T03:04:05Z')
    const roleId = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    const body = toAnnouncementBody({
      title: 't',
      content: '<p>c</p>',
      noticeTypeId: NOTICE_TYPE,
      effectiveStartTime: when,
      audienceKind: 'roles',
      roleIds: [roleId],
    })
    expect(body.effectiveStartTime).toBe('2030-01-02T03:04:05.000Z')
    expect(body.noticeLevel).toBe(NOTICE_LEVELS.normal)
    expect(body.audience).toEqual({ kind: 'roles', roleIds: [roleId] })
    expect(announcementFormSchema.safeParse(body).success).toBe(true)
  })
})
