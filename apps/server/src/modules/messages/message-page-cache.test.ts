import { describe, expect, it } from 'vitest'
import { concernsPage } from './message-page-cache'

const subject = { tenantId: 't1', accountId: 'a1' }
const notice = (fields: Partial<Parameters<typeof concernsPage>[0]>) => ({
  tenantId: null,
  accountId: null,
  sessionId: null,
  cursor: null,
  ...fields,
})

describe('concernsPage', () => {
  it('drops a page on a delivery in its tenant, which other caller caches ignore', () => {
    expect(concernsPage(notice({ tenantId: 't1', cursor: 12 }), subject)).toBe(true)
    expect(concernsPage(notice({ tenantId: 't2', cursor: 12 }), subject)).toBe(false)
  })

  it("drops a page on a change to the viewer's account, in its tenant or in every tenant", () => {
    expect(concernsPage(notice({ tenantId: 't1', accountId: 'a1' }), subject)).toBe(true)
    expect(concernsPage(notice({ accountId: 'a1' }), subject)).toBe(true)
    expect(concernsPage(notice({ tenantId: 't1', accountId: 'a2' }), subject)).toBe(false)
  })

  it('keeps a page when only a session changed', () => {
    expect(concernsPage(notice({ tenantId: 't1', sessionId: 's1' }), subject)).toBe(false)
  })
})
