import type { Role } from '@portal/contract'
import type { DemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

/** The password of every member `memberHolding` makes (agent01's, whose hash it copies). */
const MEMBER_PASSWORD = 'Agent@2026'

/** The calls of the roles routes an API test makes, as the demo administrator unless told otherwise. */
export const rolesTestKit = (t: DemoApp) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = t.admin) =>
    t.app.inject({
      method,
      url: `/api/v1/portal/role${url}`,
      headers: { cookie },
      ...(payload && { payload }),
    })
  const list = async (cookie = t.admin): Promise<Role[]> =>
    (await call('GET', '/list', undefined, cookie)).json().data
  const byCode = async (code: string) => (await list()).find((role) => role.code === code)
  const accountId = async (login: string) =>
    (
      await ownerQuery<{ id: string }>(
        t.store,
        'SELECT id FROM staff_accounts WHERE email = $1 OR employee_no = $1',
        [login],
      )
    )[0]?.id ?? ''
  const auditRows = (action: string) =>
    ownerQuery<{
      target_id: string
      before: Record<string, unknown> | null
      after: Record<string, unknown> | null
    }>(
      t.store,
      'SELECT target_id, before_values AS before, after_values AS after FROM audit_events WHERE action = $1 ORDER BY created_at',
      [action],
    )
  /**
   * A member of Demo Co. holding exactly these codes (in a role of their own, `holds-<name>`), signed in; the
   * e-mail's local part is their name.
   * @example const editor = await kit.memberHolding('staff-editor@demo.com', ['setting.staff'])
   */
  const memberHolding = async (email: string, codes: readonly string[]) => {
    const local = email.split('@')[0] ?? email
    const [made] = await ownerQuery<{ account_id: string; role_id: string }>(
      t.store,
      `WITH tenant AS (SELECT id FROM tenants WHERE code = 'demo'),
       role AS (INSERT INTO roles (tenant_id, code, name) SELECT id, 'holds-' || $3, $3 FROM tenant RETURNING id),
       codes AS (INSERT INTO role_permissions (tenant_id, role_id, permission_code)
         SELECT tenant.id, role.id, code FROM tenant, role, unnest($2::text[]) AS code),
       account AS (INSERT INTO staff_accounts (email, name, password_hash)
         SELECT $1, $3, password_hash FROM staff_accounts WHERE employee_no = 'agent01' RETURNING id),
       member AS (INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
         SELECT tenant.id, account.id, role.id, now() FROM tenant, account, role)
       SELECT account.id AS account_id, role.id AS role_id FROM account, role`,
      [email, codes, local],
    )
    if (!made) throw new Error(`${email} was not made`)
    const cookie = await loginAs(t.app, email, MEMBER_PASSWORD)
    return { cookie, accountId: made.account_id, roleId: made.role_id }
  }
  return { call, list, byCode, accountId, auditRows, memberHolding }
}
