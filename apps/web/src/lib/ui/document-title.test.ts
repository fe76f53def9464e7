import { describe, expect, it } from 'vitest'
import { formatDocumentTitle } from './document-title'

describe('formatDocumentTitle', () => {
  it('joins page, user and system names, leaving out an empty one', () => {
    expect(formatDocumentTitle('首页', '管理员', 'CRM')).toBe('首页 - 管理员 - CRM')
    expect(formatDocumentTitle('首页', '', 'CRM')).toBe('首页 - CRM')
  })
})
