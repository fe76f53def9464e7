import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type BlacklistAudit, type CustomerDetail } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { CUSTOMERS, callAs, detailOf, idByName, okData } from './customer-test-kit'

const t = useDemoApp()
const AUDITS = '/api/v1/usercenter/blacklist/audit'

const pendingAuditOf = async (customerName: string) =>
  okData<BlacklistAudit[]>(await callAs(t.app, t.admin, `${AUDITS}/list?status=pending`)).find(
    (audit) => audit.customerName === customerName && audit.reason.startsWith('多次'),
  )

describe('blacklisting a customer', () => {
  it('refuses a missing or over-long reason with a clear message, and asks nothing', async () => {
    const id = await idByName(t.app, t.agent, '杨先生')
    for (const [payload, key] of [
      [{}, 'customer.reasonRequired'],
      [{ reason: '   ' }, 'customer.reasonRequired'],
      [{ reason: '长'.repeat(201) }, 'customer.reasonTooLong'],
    ] as const) {
      const response = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, payload)
      expect([response.statusCode, response.json().message]).toEqual([400, MESSAGES['zh-CN'][key]])
    }
    expect((await detailOf(t.app, t.agent, id)).blacklistStatus).toBe('none')
  })

  it('puts a request on the audit list; an approval blacklists the customer', async () => {
    const id = await idByName(t.app, t.agent, '杨先生')
    const asked = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, { reason: '多次恶意投诉' })
    expect(okData<CustomerDetail>(asked).blacklistStatus).toBe('pending')
    const twice = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, { reason: '多次骚扰' })
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      MESSAGES['zh-CN']['customer.blacklistPending'],
    ])

    const audit = await pendingAuditOf('杨先生')
    expect(audit).toMatchObject({ reason: '多次恶意投诉', applicantName: expect.any(String) })
    const byAgent = await callAs(t.app, t.agent, `${AUDITS}/${audit?.id}/approve`, {})
    expect(byAgent.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    expect((await detailOf(t.app, t.agent, id)).blacklistStatus).toBe('pending')

    okData(await callAs(t.app, t.admin, `${AUDITS}/${audit?.id}/approve`, {}))
    expect((await detailOf(t.app, t.agent, id)).blacklistStatus).toBe('blacklisted')
    const listed = await callAs(t.app, t.agent, `${CUSTOMERS}/list?keyword=${encodeURIComponent('杨先生')}`)
    expect(okData<{ list: CustomerDetail[] }>(listed).list[0]?.blacklistStatus).toBe('blacklisted')
    const again = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, { reason: '多次' })
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      MESSAGES['zh-CN']['customer.alreadyBlacklisted'],
    ])
  })

  it('leaves a customer as it was when the auditor rejects, and lets the agent ask again', async () => {
    const id = await idByName(t.app, t.agent, '李先生')
    okData(await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, { reason: '多次爽约' }))
    const audit = await pendingAuditOf('李先生')
    okData(await callAs(t.app, t.admin, `${AUDITS}/${audit?.id}/reject`, {}))
    expect((await detailOf(t.app, t.agent, id)).blacklistStatus).toBe('none')
    const asked = await callAs(t.app, t.agent, `${CUSTOMERS}/${id}/blacklist`, {
      reason: '多次爽约，再次申请',
    })
    expect(okData<CustomerDetail>(asked).blacklistStatus).toBe('pending')
  })

  it('shows the auditor the numbers masked too once their role loses customer.phone.view', async () => {
    const before = okData<BlacklistAudit[]>(await callAs(t.app, t.admin, `${AUDITS}/list`))
    expect(before.some((audit) => audit.phone === '13900006666')).toBe(true)
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions p USING roles r, tenants n
       WHERE p.role_id = r.id AND r.tenant_id = n.id AND n.code = 'demo' AND r.code = 'administrator'
         AND p.permission_code = 'customer.phone.view'`,
    )
    // A change made in plain SQL, as another process would: this one hears of it by the database's stale notice,
    // which on PostgreSQL comes a moment after the commit.
    const listed = async () => okData<BlacklistAudit[]>(await callAs(t.app, t.admin, `${AUDITS}/list`))
    await expect
      .poll(async () => (await listed()).every((audit) => /^\d{3}\*+\d{4}$/.test(audit.phone)))
      .toBe(true)
    const after = await listed()
    expect(after.length).toBe(before.length)
    expect(after.every((audit) => /^\d{3}\*+\d{4}$/.test(audit.phone))).toBe(true)
    const id = await idByName(t.app, t.admin, '杨先生')
    expect(await detailOf(t.app, t.admin, id)).toMatchObject({ phone: '139****6666', isPhoneMasked: true })
  })
})
