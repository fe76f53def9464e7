import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, SETTINGS_PERMISSIONS } from '@portal/contract'
import { useTwoProcesses } from '../../../test/two-processes'
import { heardBy } from '../../../test/heard-by'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

// Two server processes' worth of app on one PostgreSQL and one Redis: what one of them (or plain SQL) changes
// reaches the other's in-memory caches through the database's stale notices, with no wait for any expiry.
const processes = useTwoProcesses()

const tokenCheck = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })

const announcementList = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/v1/enterpriseNotice/list', headers: { cookie } })

describe('the caller caches of two processes', () => {
  it('refuse a session the other process ended, as soon as its notice is heard', async () => {
    const cookie = await loginAs(processes.first, 'agent01', 'Agent@2026')
    // Twice on the second process: the second answer comes from its memory.
    expect((await tokenCheck(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await tokenCheck(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.OK)
    const sessionId = (
      await ownerQuery<{ id: string }>(
        processes.first.store,
        'SELECT id FROM sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
      )
    )[0]?.id
    const heard = heardBy(processes.second, (notice) => notice.sessionId === sessionId)
    const logout = await processes.first.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie },
      payload: {},
    })
    expect(logout.json().code).toBe(RESPONSE_CODES.OK)
    await heard
    // The login check answers "no session" in its envelope (HTTP 200), with the code that says why.
    const refused = await tokenCheck(processes.second, cookie)
    expect(refused.statusCode).toBe(200)
    expect(refused.json().code).toBe(RESPONSE_CODES.FAILURE_AUTH_EXPIRE)
  })

  it('give a member the permissions of a changed role, as soon as its notice is heard', async () => {
    const cookie = await loginAs(processes.first, 'agent01', 'Agent@2026')
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    const before = (await tokenCheck(processes.second, cookie)).json().data.authResult.principal
    expect(before.permissions).not.toContain(SETTINGS_PERMISSIONS.announcements)
    const [agent] = await ownerQuery<{ id: string }>(
      processes.first.store,
      "SELECT id FROM staff_accounts WHERE employee_no = 'agent01'",
    )
    const heard = heardBy(processes.second, (notice) => notice.accountId === agent?.id)
    await ownerQuery(
      processes.first.store,
      `UPDATE tenant_members SET role_id = (SELECT id FROM roles r WHERE r.tenant_id = tenant_members.tenant_id
                                            AND r.code = 'administrator')
       WHERE account_id = $1`,
      [agent?.id],
    )
    await heard
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.OK)
    const after = (await tokenCheck(processes.second, cookie)).json().data.authResult.principal
    expect(after.permissions).toContain(SETTINGS_PERMISSIONS.announcements)
    expect(after.roleName).not.toBe(before.roleName)
  })

  it('take away what a role no longer holds, as soon as its notice is heard', async () => {
    const cookie = await loginAs(processes.first, 'admin@demo.com', 'Admin@2026')
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.OK)
    const [demo] = await ownerQuery<{ id: string }>(
      processes.first.store,
      "SELECT id FROM tenants WHERE code = 'demo'",
    )
    const heard = heardBy(
      processes.second,
      (notice) => notice.tenantId === demo?.id && notice.cursor === null,
    )
    await ownerQuery(
      processes.first.store,
      `DELETE FROM role_permissions WHERE permission_code = $1
       AND role_id IN (SELECT id FROM roles WHERE code = 'administrator')`,
      [SETTINGS_PERMISSIONS.announcements],
    )
    await heard
    expect((await announcementList(processes.second, cookie)).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
