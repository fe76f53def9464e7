import { describe, expect, it } from 'vitest'
import { cleanFileName } from './file-name'

describe('cleanFileName', () => {
  it('removes every bidi control, so a name reads as it truly ends', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'
    expect(cleanFileName(`a${controls}b.pdf`)).toBe('ab.pdf')
  })

  it('replaces control characters and path separators, and never leaves an empty or dot-only name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('.._.._etc_passwd')
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt')
    expect(cleanFileName('a\\b\r\nc\u0000\u007f\u0085.txt')).toBe('a_b__c___.txt')
    expect(cleanFileName('..')).toBe('_')
    expect(cleanFileName('\u202E')).toBe('_')
    expect(cleanFileName('  report.pdf  ')).toBe('report.pdf')
  })

  it('keeps the letters of every language, joiners included', () => {
    expect(cleanFileName('报告.pdf')).toBe('报告.pdf')
    expect(cleanFileName('说明 (2).txt')).toBe('说明 (2).txt')
    expect(cleanFileName('تقرير.pdf')).toBe('تقرير.pdf')
    expect(cleanFileName('👩\u200D💻.png')).toBe('👩\u200D💻.png')
  })
})
