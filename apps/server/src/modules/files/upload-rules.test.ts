import { describe, expect, it } from 'vitest'
import { safeFileName } from './upload-rules'

describe('upload rules', () => {
  it('strip paths and control characters from file names', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd')
    expect(safeFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt')
    expect(safeFileName('..')).toBe('_')
    expect(safeFileName('报告.pdf')).toBe('报告.pdf')
  })
})
