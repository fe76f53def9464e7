import { describe, expect, it } from 'vitest'
import { FILE_UPLOAD_MAX_BYTES } from './file-routes'
import { imageUploadProblem, uploadContentType, uploadProblem } from './upload-rules'

describe('upload rules', () => {
  it('accept a well-formed file of exactly the largest allowed size, and an image as a banner', () => {
    expect(uploadProblem('message', 'application/pdf', FILE_UPLOAD_MAX_BYTES)).toBeNull()
    expect(uploadProblem('banner', 'image/webp', 10)).toBeNull()
  })

  it('refuse a file one byte over the limit, a malformed content type and a banner that is not an image', () => {
    expect(uploadProblem('message', 'text/plain', FILE_UPLOAD_MAX_BYTES + 1)).toBe('file.tooLarge')
    expect(uploadProblem('message', 'text/plain\r\nX-Evil: 1', 1)).toBe('file.typeNotAllowed')
    expect(uploadProblem('banner', 'image/svg+xml', 1)).toBe('file.typeNotAllowed')
    expect(uploadProblem('banner', 'application/pdf', 1)).toBe('file.typeNotAllowed')
  })

  it('store a file the browser could not type as generic bytes, and normalise the others', () => {
    expect(uploadContentType('')).toBe('application/octet-stream')
    expect(uploadContentType(' Image/PNG ')).toBe('image/png')
  })

  it('take an image for rich text only when every browser shows it, within the rules of its purpose', () => {
    expect(imageUploadProblem('knowledge', 'image/png', 10)).toBeNull()
    expect(imageUploadProblem('knowledge', 'image/svg+xml', 10)).toBe('file.typeNotAllowed')
    expect(imageUploadProblem('knowledge', 'application/pdf', 10)).toBe('file.typeNotAllowed')
    expect(imageUploadProblem('knowledge', 'image/gif', FILE_UPLOAD_MAX_BYTES + 1)).toBe('file.tooLarge')
  })
})
