import { describe, expect, it } from 'vitest'
import { FILE_UPLOAD_MAX_BYTES } from './file-routes'
import { uploadContentType, uploadProblem } from './upload-rules'

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
})
