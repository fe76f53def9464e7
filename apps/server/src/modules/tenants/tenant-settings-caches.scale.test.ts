import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTwoProcesses } from '../../../test/two-processes'
import { heardBy } from '../../../test/heard-by'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

// What an administrator changes through one process reaches the token answer another process keeps in memory,
// through the tenants row's stale notice, with no wait for any expiry.
const processes = useTwoProcesses()

const tokenAnswer = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })).json().data

describe("a tenant's switches and brand across processes", () => {
  it("reach the other process's token answer as soon as the tenant's notice is heard", async () => {
    const agent = await loginAs(processes.first, 'agent01', 'Agent@2026')
    const admin = await loginAs(processes.first, 'admin@demo.com', 'Admin@2026')
    // Twice on the second process: the second answer comes from its memory.
    expect((await tokenAnswer(processes.second, agent)).smsSwitchInfo.enabled).toBe(true)
    const before = await tokenAnswer(processes.second, agent)
    expect(before.brandInfo.siteName).toBe('CRM')
    const [demo] = await ownerQuery<{ id: string }>(
      processes.first.store,
      "SELECT id FROM tenants WHERE code = 'demo'",
    )
    const tenantNotice = () =>
      heardBy(
        processes.second,
        (notice) => notice.tenantId === demo?.id && !notice.accountId && !notice.sessionId,
      )

    const brandHeard = tenantNotice()
    const brand = await processes.first.inject({
      method: 'PUT',
      url: '/api/v1/tenant/brand',
      headers: { cookie: admin },
      payload: {
        siteName: 'Acme CRM',
        brandName: 'Acme',
        primaryColor: '#aa3300',
        backgroundColor: '#102030',
      },
    })
    expect(brand.statusCode).toBe(200)
    await brandHeard
    expect((await tokenAnswer(processes.second, agent)).brandInfo.siteName).toBe('Acme CRM')

    const switches = (
      await processes.first.inject({
        method: 'GET',
        url: '/api/v1/tenant/switches',
        headers: { cookie: admin },
      })
    ).json().data
    const switchesHeard = tenantNotice()
    const saved = await processes.first.inject({
      method: 'PUT',
      url: '/api/v1/tenant/switches',
      headers: { cookie: admin },
      payload: { ...switches, smsLoginEnabled: false, timeZone: 'Europe/Berlin' },
    })
    expect(saved.statusCode).toBe(200)
    await switchesHeard
    const after = await tokenAnswer(processes.second, agent)
    expect(after.smsSwitchInfo.enabled).toBe(false)
    expect(after.timeZone).toBe('Europe/Berlin')
  })
})
