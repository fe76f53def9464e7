import { describe, expect, it } from 'vitest'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp(['admin'])

const detail = async (flags: Record<string, number>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/report/api/v1/portal/company/detail',
      headers: { cookie: t.admin },
      payload: flags,
    })
  ).json().data

describe('the company detail', () => {
  it('gives the tenant licence, its member count and the seat figures the flags ask for', async () => {
    const [tenant] = await ownerQuery<{ expire_time: Date; members: number }>(
      t.store,
      `SELECT expire_time, (SELECT count(*)::int FROM tenant_members m WHERE m.tenant_id = t.id) AS members
       FROM tenants t WHERE code = 'demo'`,
    )
    expect(await detail({ speechAuth: 1, onlineStaffAuth: 1, callInSeatsAuth: 1, aiSeatsAuth: 1 })).toEqual({
      expireTime: tenant?.expire_time.toISOString(),
      userCount: tenant?.members,
      speechUpperLimit: 50,
      onlineStaffUpperLimit: 80,
      aiSeatsNum: 10,
      callInSeatsNum: 20,
    })
    expect(tenant?.members).toBeGreaterThan(1)
  })

  it('leaves the seat figures the flags do not ask for null', async () => {
    expect(await detail({ speechAuth: 1 })).toMatchObject({
      speechUpperLimit: 50,
      onlineStaffUpperLimit: null,
      aiSeatsNum: null,
      callInSeatsNum: null,
    })
  })
})
