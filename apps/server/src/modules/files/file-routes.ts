import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  cleanFileName,
  downloadAllFilesRoute,
  downloadFileRoute,
  uploadContentType,
  uploadFileRoute,
  uploadProblem,
} from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { findDownloadableFiles, insertFile } from './file-repository'
import { loadFileViewer } from './file-viewer'
import { assertImageUpload, isCheckedImageType } from './image-header'
import { reserveTenantStorage } from './tenant-storage'
import { UPLOAD_BODY_LIMIT, UPLOAD_PERMISSIONS } from './upload-rules'
import { zipFiles } from './zip-files'

/** Uploads by the members each purpose names; downloads checked file by file against what the caller may see. */
export async function fileRoutes(app: FastifyInstance) {
  serveRoute(
    app,
    uploadFileRoute,
    async ({ body, request }) => {
      const accountId = request.session?.accountId ?? ''
      const data = Buffer.from(body.dataBase64, 'base64')
      const contentType = uploadContentType(body.contentType)
      return request.withTenant(async (tx) => {
        const { permissions } = await request.access(tx)
        if (!permissions.has(UPLOAD_PERMISSIONS[body.purpose]))
          throw new AppError('ACCESS_DENY', 'request.forbidden', 403)
        const problem = uploadProblem(body.purpose, contentType, data.length)
        if (problem) throw new AppError('FAILURE', problem, 400)
        if (isCheckedImageType(contentType)) assertImageUpload(contentType, data, 'file.typeNotAllowed')
        await reserveTenantStorage(tx, data.length)
        return insertFile(tx, {
          // Its own group until an announcement or banner takes it.
          businessId: randomUUID(),
          purpose: body.purpose,
          fileName: cleanFileName(body.fileName),
          contentType,
          data,
          createdBy: accountId,
        })
      })
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  )

  serveRoute(app, downloadFileRoute, async ({ params, query, request }) => {
    const [file] = await request.withTenant(async (tx) =>
      findDownloadableFiles(tx, await loadFileViewer(request, tx), {
        id: params.id,
        businessId: query.businessId,
      }),
    )
    if (!file) throw notFound()
    return { fileName: file.fileName, contentType: file.contentType, body: file.data }
  })

  serveRoute(app, downloadAllFilesRoute, async ({ query, request }) => {
    const files = await request.withTenant(async (tx) =>
      findDownloadableFiles(tx, await loadFileViewer(request, tx), {
        businessId: query.businessId,
        purpose: 'message',
      }),
    )
    if (files.length === 0) throw notFound()
    const name = cleanFileName(query.downLoadFileName || 'attachments')
    return {
      fileName: name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`,
      contentType: 'application/zip',
      body: zipFiles(files),
    }
  })
}
