import type { Role } from '@portal/contract'
import type { DemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

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
  return { call, list, byCode, accountId, auditRows }
}
