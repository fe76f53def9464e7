import { describe, expect, it } from 'vitest'
import { toAuditFilters } from './to-audit-filters'

describe('toAuditFilters', () => {
  it('leaves out empty fields and trims the others', () => {
    expect(toAuditFilters({ actor: '  ', action: 'banner.update', keyword: ' x ' })).toEqual({
      action: 'banner.update',
      keyword: 'x',
    })
  })

  it('sends local times as UTC instants, and drops an unreadable one', () => {
    const from = toAuditFilters({ from: '2026-11-26T08:30' }).from
    expect(from).toBe(new Date('2026-11-26T08:30').toISOString())
    expect(toAuditFilters({ to: 'soon' })).toEqual({})
  })
})
