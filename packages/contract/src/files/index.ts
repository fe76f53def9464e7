import { defineDomain } from '../core/define-domain'
import { downloadAllFilesRoute, downloadFileRoute, uploadFileRoute } from './file-routes'
import { filesTexts } from './files-texts'

export * from './file-name'
export * from './file-routes'
export * from './image-rules'
export * from './storage-rules'
export * from './upload-rules'

/** Attachments: upload, download, and the rules an upload must meet. */
export const filesDomain = defineDomain({
  name: 'files',
  routes: { uploadFileRoute, downloadFileRoute, downloadAllFilesRoute },
  texts: filesTexts,
})
