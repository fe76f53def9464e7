import { describe, expect, it } from 'vitest'
import { formatDocumentTitle } from '@/lib/ui/document-title'
import { withUnreadPrefix } from './unread-title-prefix'

describe('withUnreadPrefix', () => {
  it('puts the unread count in front of the title, capped like the badge', () => {
    expect(withUnreadPrefix('首页', 3)).toBe('(3) 首页')
    expect(withUnreadPrefix('首页', 120)).toBe('(99+) 首页')
    expect(formatDocumentTitle(withUnreadPrefix('首页', 1), '管理员', 'CRM')).toBe('(1) 首页 - 管理员 - CRM')
  })

  it('leaves the title alone when nothing is unread', () => {
    expect(withUnreadPrefix('首页', 0)).toBe('首页')
  })
})
