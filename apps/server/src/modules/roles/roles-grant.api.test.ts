import { describe, expect, it } from 'vitest'
import { MESSAGES, ROLE_GRANTABLE_CATALOGUE_CODES, SETTINGS_PERMISSIONS } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { rolesTestKit } from './roles-test-kit'

const t = useDemoApp()
const kit = rolesTestKit(t)

const sessionCodes = async (cookie: string): Promise<string[]> =>
  (await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })).json().data
    .authResult.principal.permissions

const roleOf = async (accountId: string) =>
  (
    await ownerQuery<{ role_id: string }>(
      t.store,
      'SELECT role_id FROM tenant_members WHERE account_id = $1',
      [accountId],
    )
  )[0]?.role_id

const refusedRows = () =>
  ownerQuery<{
    action: string
    actor_account_id: string
    after_values: { refused: string; codes?: string[] }
  }>(
    t.store,
    `SELECT action, actor_account_id, after_values FROM audit_events
     WHERE action IN ('role.grantRefused', 'staff.grantRefused') ORDER BY created_at`,
  )

describe('a member holding only the role administration code', () => {
  it('cannot create a role with codes they lack, and the attempt is refused clearly and recorded', async () => {
    const editor = await kit.memberHolding('role-editor1@demo.com', [SETTINGS_PERMISSIONS.roles])
    const everything = {
      code: 'everything',
      name: '全部权限',
      permissions: [...ROLE_GRANTABLE_CATALOGUE_CODES],
    }
    const refused = await kit.call('POST', '', everything, editor.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/^您只能授予自己持有的权限，以下权限您未持有：/)
    expect(refused.json().message).toContain('portal.invite')
    const english = await kit.call('POST', '?locale=en-US', everything, editor.cookie)
    expect(english.json().message).toMatch(/^You can grant only permissions you hold yourself/)
    expect((await kit.list()).map((role) => role.code)).not.toContain('everything')
    const rows = await refusedRows()
    expect(rows[0]?.after_values.codes).toEqual(
      expect.arrayContaining([SETTINGS_PERMISSIONS.staff, SETTINGS_PERMISSIONS.auditTrail]),
    )
    expect(rows).toMatchObject([
      {
        action: 'role.grantRefused',
        actor_account_id: editor.accountId,
        after_values: { refused: 'role.grantNotHeld' },
      },
      { action: 'role.grantRefused', actor_account_id: editor.accountId },
    ])

    const own = await kit.call(
      'POST',
      '',
      { code: 'roles-only', name: '角色管理员', permissions: [SETTINGS_PERMISSIONS.roles] },
      editor.cookie,
    )
    expect(own.statusCode).toBe(200)
  })

  it('cannot move themselves into the administrator role, nor move their role members there', async () => {
    const editor = await kit.memberHolding('role-editor2@demo.com', [SETTINGS_PERMISSIONS.roles])
    const administrator = await kit.byCode('administrator')
    const moved = await kit.call(
      'PUT',
      `/member/${editor.accountId}`,
      { roleId: administrator?.id },
      editor.cookie,
    )
    expect(moved.statusCode).toBe(403)
    expect(moved.json().message).toBe(MESSAGES['zh-CN']['role.grantOwnRole'])
    const all = await kit.call(
      'POST',
      `/${editor.roleId}/move-members`,
      { targetRoleId: administrator?.id },
      editor.cookie,
    )
    expect(all.statusCode).toBe(403)
    expect(await roleOf(editor.accountId)).toBe(editor.roleId)
    expect(await sessionCodes(editor.cookie)).not.toContain(SETTINGS_PERMISSIONS.staff)
  })

  it('cannot widen the role they are in, even with codes of the menu', async () => {
    const editor = await kit.memberHolding('role-editor3@demo.com', [SETTINGS_PERMISSIONS.roles])
    const widened = await kit.call(
      'PUT',
      `/${editor.roleId}`,
      { code: 'holds-role-editor3', name: 'x', permissions: [SETTINGS_PERMISSIONS.roles, 'kmp'] },
      editor.cookie,
    )
    expect(widened.statusCode).toBe(403)
    expect(widened.json().message).toBe(MESSAGES['zh-CN']['role.grantOwnRoleWiden'])
    expect((await kit.list()).find((role) => role.id === editor.roleId)?.permissions).toEqual([
      SETTINGS_PERMISSIONS.roles,
    ])
    expect(await sessionCodes(editor.cookie)).not.toContain('kmp')
  })

  it('cannot give another member, or a whole role, codes they lack, nor widen another role with them', async () => {
    const editor = await kit.memberHolding('role-editor4@demo.com', [SETTINGS_PERMISSIONS.roles])
    const administrator = await kit.byCode('administrator')
    const agentRole = await kit.byCode('agent')
    const agentId = await kit.accountId('agent01')
    const promoted = await kit.call('PUT', `/member/${agentId}`, { roleId: administrator?.id }, editor.cookie)
    expect(promoted.statusCode).toBe(403)
    expect(promoted.json().message).toMatch(/^您只能授予自己持有的权限/)
    const movedAll = await kit.call(
      'POST',
      `/${agentRole?.id}/move-members`,
      { targetRoleId: administrator?.id },
      editor.cookie,
    )
    expect(movedAll.statusCode).toBe(403)
    const widened = await kit.call(
      'PUT',
      `/${agentRole?.id}`,
      {
        code: 'agent',
        name: agentRole?.name,
        permissions: [...(agentRole?.permissions ?? []), SETTINGS_PERMISSIONS.staff],
      },
      editor.cookie,
    )
    expect(widened.statusCode).toBe(403)
    expect(widened.json().message).toBe(MESSAGES['zh-CN']['role.grantRoleOutranked'])
    // Nor narrow or rename a role holding codes the editor lacks (the administrator's).
    const narrowed = await kit.call(
      'PUT',
      `/${administrator?.id}`,
      { code: 'administrator', name: '管理员', permissions: [SETTINGS_PERMISSIONS.roles] },
      editor.cookie,
    )
    expect(narrowed.statusCode).toBe(403)
    expect((await kit.byCode('administrator'))?.permissions).toEqual(administrator?.permissions)
    expect(await roleOf(agentId)).toBe(agentRole?.id)
    expect((await kit.byCode('agent'))?.permissions).toEqual(agentRole?.permissions)
    // Nor demote a member who holds codes the editor lacks (the administrator).
    const demoted = await kit.call(
      'PUT',
      `/member/${await kit.accountId('admin@demo.com')}`,
      { roleId: editor.roleId },
      editor.cookie,
    )
    expect(demoted.statusCode).toBe(403)
    expect(demoted.json().message).toBe(MESSAGES['zh-CN']['role.grantOutranked'])
  })
})
