import { describe, expect, it } from 'vitest'
import type { StaffMember } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { staffClient } from './staff-api-helpers'

const t = useDemoApp()

const { call, options } = staffClient(t)

describe('staff administration is for administrators of the tenant only', () => {
  it('refuses agent01 every staff route', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/list'],
      ['GET', '/options'],
      ['POST', ''],
      ['PUT', `/${id}`],
      ['POST', `/${id}/disable`],
      ['POST', `/${id}/enable`],
      ['POST', `/${id}/unlock`],
      ['POST', `/${id}/reset-password`],
    ]
    for (const [method, path] of routes) {
      const response = await call(method, path, method === 'GET' ? undefined : {}, t.agent)
      expect([path, response.statusCode]).toEqual([path, 403])
    }
  })

  it("never shows or changes Second Co.'s staff to Demo Co.'s administrator", async () => {
    const [outsider] = await ownerQuery<{ id: string }>(
      t.store,
      `WITH account AS (
         INSERT INTO staff_accounts (email, name, password_hash) VALUES ('outsider@second.com', '外部成员', 'x')
         RETURNING id)
       INSERT INTO tenant_members (tenant_id, account_id, role_id)
       SELECT t.id, account.id, r.id FROM account, tenants t JOIN roles r ON r.tenant_id = t.id
       WHERE t.code = 'second' AND r.code = 'agent' RETURNING account_id AS id`,
    )
    const listed = (await call('GET', '/list?pageSize=100')).json().data
    expect(JSON.stringify(listed)).not.toContain('outsider@second.com')
    expect(listed.list.map((member: StaffMember) => member.id)).not.toContain(outsider?.id)
    for (const path of ['disable', 'unlock', 'reset-password']) {
      expect((await call('POST', `/${outsider?.id}/${path}`)).statusCode).toBe(404)
    }
    const { roles } = await options()
    expect((await call('PUT', `/${outsider?.id}`, { name: 'x', roleId: roles[0]?.id })).statusCode).toBe(404)
    const [after] = await ownerQuery<{ status: string }>(
      t.store,
      "SELECT status FROM staff_accounts WHERE email = 'outsider@second.com'",
    )
    expect(after?.status).toBe('active')
  })
})
