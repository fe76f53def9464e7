import { describe, expect, it } from 'vitest'
import { MESSAGES, SETTINGS_PERMISSIONS } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { outboxFor } from '../../../test/outbox-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { rolesTestKit } from '../roles/roles-test-kit'
import { staffClient } from './staff-api-helpers'

const t = useDemoApp()
const kit = rolesTestKit(t)
const { call, options } = staffClient(t)

const sessionCodes = async (cookie: string): Promise<string[]> =>
  (await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })).json().data
    .authResult.principal.permissions

const administratorRoleId = async () => (await kit.byCode('administrator'))?.id ?? ''

describe('a member holding only the staff administration code', () => {
  it('cannot give themselves the administrator role, refused clearly in both languages and recorded', async () => {
    const editor = await kit.memberHolding('staff-editor1@demo.com', [SETTINGS_PERMISSIONS.staff])
    const form = { name: 'staff-editor1', roleId: await administratorRoleId() }
    const refused = await call('PUT', `/${editor.accountId}`, form, editor.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['role.grantOwnRole'])
    const english = await call('PUT', `/${editor.accountId}?locale=en-US`, form, editor.cookie)
    expect(english.json().message).toBe(MESSAGES['en-US']['role.grantOwnRole'])
    expect(await sessionCodes(editor.cookie)).not.toContain(SETTINGS_PERMISSIONS.roles)
    const rows = await ownerQuery<{ actor_account_id: string; target_id: string; after_values: object }>(
      t.store,
      "SELECT actor_account_id, target_id, after_values FROM audit_events WHERE action = 'staff.grantRefused'",
    )
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      actor_account_id: editor.accountId,
      target_id: editor.accountId,
      after_values: { refused: 'role.grantOwnRole', roleId: form.roleId, role: 'administrator' },
    })
  })

  it('cannot create an administrator, not even with an e-mail of their own', async () => {
    const editor = await kit.memberHolding('staff-editor2@demo.com', [SETTINGS_PERMISSIONS.staff])
    const form = { name: '我的小号', email: 'editor2-second@demo.com', roleId: await administratorRoleId() }
    const refused = await call('POST', '', form, editor.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/^您只能授予自己持有的权限，以下权限您未持有：/)
    const [row] = await ownerQuery<{ after_values: { codes: string[] } }>(
      t.store,
      "SELECT after_values FROM audit_events WHERE action = 'staff.grantRefused' AND actor_account_id = $1",
      [editor.accountId],
    )
    expect(row?.after_values.codes).toEqual(expect.arrayContaining([SETTINGS_PERMISSIONS.roles, 'kmp']))
    expect(await outboxFor(t.app, form.email)).toHaveLength(0)
    expect(
      await ownerQuery(t.store, 'SELECT 1 FROM staff_accounts WHERE email = $1', [form.email]),
    ).toHaveLength(0)
  })

  it('cannot give another member codes they lack, nor change a member who holds such codes', async () => {
    const editor = await kit.memberHolding('staff-editor3@demo.com', [SETTINGS_PERMISSIONS.staff])
    const agentId = await kit.accountId('agent01')
    const agentRole = await kit.byCode('agent')
    const promoted = await call(
      'PUT',
      `/${agentId}`,
      { name: '坐席01', roleId: await administratorRoleId() },
      editor.cookie,
    )
    expect(promoted.statusCode).toBe(403)
    // agent01 holds codes the editor lacks: not even the phone (a way into the account) may change.
    const rephoned = await call(
      'PUT',
      `/${agentId}`,
      { name: '坐席01', phone: '13999990000', roleId: agentRole?.id },
      editor.cookie,
    )
    expect(rephoned.statusCode).toBe(403)
    expect(rephoned.json().message).toBe(MESSAGES['zh-CN']['role.grantOutranked'])
    const [after] = await ownerQuery<{ phone: string; role_id: string }>(
      t.store,
      'SELECT a.phone, m.role_id FROM staff_accounts a JOIN tenant_members m ON m.account_id = a.id WHERE a.id = $1',
      [agentId],
    )
    expect(after).toEqual({ phone: '13800000001', role_id: agentRole?.id })
  })

  it('creates members in roles within their own codes', async () => {
    const editor = await kit.memberHolding('staff-editor4@demo.com', [SETTINGS_PERMISSIONS.staff])
    const { roles } = await options()
    expect(roles.map((role) => role.id)).toContain(editor.roleId)
    const created = await call(
      'POST',
      '',
      { name: '同权成员', email: 'same-codes@demo.com', roleId: editor.roleId },
      editor.cookie,
    )
    expect(created.statusCode).toBe(200)
    expect(await outboxFor(t.app, 'same-codes@demo.com')).toHaveLength(1)
  })
})
