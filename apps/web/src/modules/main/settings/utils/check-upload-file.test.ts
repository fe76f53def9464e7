import { BANNER_IMAGE_TYPES, FILE_UPLOAD_MAX_BYTES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { checkUploadFile } from './check-upload-file'

describe('checkUploadFile', () => {
  it('accepts a file of exactly the largest allowed size', () => {
    expect(checkUploadFile({ size: FILE_UPLOAD_MAX_BYTES, type: 'application/pdf' })).toBeNull()
  })

  it('refuses a file one byte over the limit as too large', () => {
    expect(checkUploadFile({ size: FILE_UPLOAD_MAX_BYTES + 1, type: 'application/pdf' })).toBe(
      'file.tooLarge',
    )
  })

  it('refuses a file whose type is not among the allowed ones', () => {
    expect(checkUploadFile({ size: 10, type: 'application/pdf' }, BANNER_IMAGE_TYPES)).toBe(
      'file.typeNotAllowed',
    )
    expect(checkUploadFile({ size: 10, type: 'image/png' }, BANNER_IMAGE_TYPES)).toBeNull()
  })
})
