import type { UploadedFile } from '@portal/contract'
import type { UploadFile } from 'antd/es/upload'

/**
 * Files a record already carries, as an antd Upload's list of finished uploads (an edit form's starting value).
 * @example toUploadList(article.attachments)[0].status // 'done'
 */
export const toUploadList = (files: readonly UploadedFile[]): UploadFile<UploadedFile>[] =>
  files.map((file) => ({
    uid: file.fileRelationId,
    name: file.fileName,
    size: file.size,
    type: file.fileType,
    status: 'done',
    response: file,
  }))

/**
 * The ids a save names: the files of an Upload's list the server took (a refused or failed one has no response).
 * @example uploadedIds(values.attachments) // ['f1', 'f2']
 */
export const uploadedIds = (list: readonly UploadFile<UploadedFile>[] = []): string[] =>
  list.flatMap((file) => (file.response ? [file.response.fileRelationId] : []))
