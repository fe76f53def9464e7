import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** Largest file an administrator may upload (announcement attachments, banner images). */
export const FILE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const FILE_NAME_MAX_LENGTH = 200
/**
 * What an uploaded file is for; it decides who may upload it and who may download it (knowledge: an article's image
 * or attachment, uploaded by its writers and seen by the tenant's readers; workOrder: a work order's attachment,
 * uploaded and seen by the members who handle work orders).
 */
export const FILE_PURPOSES = ['message', 'banner', 'knowledge', 'workOrder'] as const
export type FilePurpose = (typeof FILE_PURPOSES)[number]
/**
 * The images every browser shows from an <img> and that carry no script (no SVG): a banner, or an image inside an
 * article's rich text.
 */
export const WEB_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** A file as the server hands it to the client: sent as an attachment, never inline. */
export const fileDownloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  body: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
})
export type FileDownload = z.infer<typeof fileDownloadSchema>

export const uploadedFileSchema = z.object({
  fileRelationId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().int(),
})
export type UploadedFile = z.infer<typeof uploadedFileSchema>

/**
 * Uploads one file as base64 in JSON (at most FILE_UPLOAD_MAX_BYTES); its id is then named by the announcement or
 * banner that uses it. Announcement files need the announcements code, banner images the banners code.
 */
export const uploadFileRoute = defineRoute({
  method: 'POST',
  path: '/file/api/v1/file/upload',
  access: 'session',
  body: z.object({
    purpose: z.enum(FILE_PURPOSES),
    fileName: z.string().trim().min(1).max(FILE_NAME_MAX_LENGTH),
    contentType: z.string().min(1).max(100),
    dataBase64: z.base64(),
  }),
  response: uploadedFileSchema,
})

/** The download path of one file (spec §7), apart so that an image's address needs no route schemas. */
export const FILE_DOWNLOAD_PATH = '/file/api/v1/file/download/:id'

/**
 * One file by its relation id. The file must belong to the caller's tenant and, for a message attachment, to a
 * message the caller may see; anything else is 404, so nobody learns that a file exists.
 */
export const downloadFileRoute = defineRoute({
  method: 'GET',
  path: FILE_DOWNLOAD_PATH,
  access: 'session',
  download: true,
  params: z.object({ id: z.uuid() }),
  query: z.object({ businessId: z.string().max(64).optional() }),
  response: fileDownloadSchema,
})

/** Every attachment of one message (its fileBusinessId) as one zip, checked like a single download. */
export const downloadAllFilesRoute = defineRoute({
  method: 'GET',
  path: '/file/api/v1/file/batch/download',
  access: 'session',
  download: true,
  query: z.object({
    businessId: z.uuid(),
    fileType: z.literal('1').optional(),
    downLoadFileName: z.string().trim().max(FILE_NAME_MAX_LENGTH).optional(),
  }),
  response: fileDownloadSchema,
})
