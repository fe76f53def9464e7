import { describe, expect, it } from 'vitest'
import { FILE_UPLOAD_MAX_BYTES } from '@portal/contract'
import { safeFileName, uploadProblem } from './upload-rules'

describe('upload rules', () => {
  it('accept a well-formed file within the limit', () => {
    expect(uploadProblem('message', 'application/pdf', FILE_UPLOAD_MAX_BYTES)).toBeNull()
    expect(uploadProblem('banner', 'image/webp', 10)).toBeNull()
  })

  it('refuse a file over the limit, a malformed content type and a banner that is not an image', () => {
    expect(uploadProblem('message', 'text/plain', FILE_UPLOAD_MAX_BYTES + 1)).toBe('file.tooLarge')
    expect(uploadProblem('message', 'text/plain\r\nX-Evil: 1', 1)).toBe('file.typeNotAllowed')
    expect(uploadProblem('banner', 'image/svg+xml', 1)).toBe('file.typeNotAllowed')
  })

  it('strip paths and control characters from file names', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd')
    expect(safeFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt')
    expect(safeFileName('..')).toBe('_')
    expect(safeFileName('报告.pdf')).toBe('报告.pdf')
  })
})
