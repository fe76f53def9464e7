import { describe, expect, it } from 'vitest'
import { MESSAGES, SETTINGS_PERMISSIONS } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { rolesTestKit } from './roles-test-kit'

const t = useDemoApp()
const kit = rolesTestKit(t)

const form = (permissions: string[], code = 'supervisor') => ({
  code,
  name: '班长',
  nameEn: 'Supervisor',
  permissions,
})

describe('the roles administration', () => {
  it('lists the tenant roles with their codes and member counts', async () => {
    const roles = await kit.list()
    expect(roles.map((role) => role.code).sort()).toEqual(['administrator', 'agent'])
    const administrator = roles.find((role) => role.code === 'administrator')
    expect(administrator?.memberCount).toBe(1)
    expect(administrator?.permissions).toContain(SETTINGS_PERMISSIONS.roles)
    expect((await kit.byCode('agent'))?.memberCount).toBeGreaterThan(1)
  })

  it('offers the tenant menu entries, parents before their children', async () => {
    const entries = (await kit.call('GET', '/menu-codes')).json().data as {
      code: string
      parentCode: string | null
    }[]
    const codes = entries.map((entry) => entry.code)
    expect(codes).toContain('kmp')
    expect(entries.find((entry) => entry.code === SETTINGS_PERMISSIONS.roles)?.parentCode).toBe('setting')
    expect(codes.indexOf('setting')).toBeLessThan(codes.indexOf(SETTINGS_PERMISSIONS.roles))
  })

  it('creates and edits a role from catalogue and menu codes, recording both changes', async () => {
    const created = await kit.call('POST', '', form(['portal.tool', 'kmp']))
    expect(created.statusCode).toBe(200)
    const role = created.json().data
    expect(role).toMatchObject({ code: 'supervisor', memberCount: 0, permissions: ['kmp', 'portal.tool'] })

    const updated = await kit.call('PUT', `/${role.id}`, { ...form(['kmp', 'speech.monitor']), name: '组长' })
    expect(updated.json().data).toMatchObject({ name: '组长', permissions: ['kmp', 'speech.monitor'] })

    const [createdRow] = await kit.auditRows('role.create')
    expect(createdRow).toMatchObject({
      target_id: role.id,
      before: null,
      after: { permissions: ['kmp', 'portal.tool'] },
    })
    const [updatedRow] = await kit.auditRows('role.update')
    expect(updatedRow).toMatchObject({
      before: { name: '班长', permissions: ['kmp', 'portal.tool'] },
      after: { name: '组长', permissions: ['kmp', 'speech.monitor'] },
    })
    expect(JSON.stringify(updatedRow)).not.toMatch(/Admin@2026|password/i)
  })

  it('refuses an unknown code, a module or default code, and a code already taken', async () => {
    for (const code of ['made.up', '$dzfront_productModule_speech', '404', '__proto__']) {
      const refused = await kit.call('POST', '', form(['portal.tool', code], 'other'))
      expect(refused.statusCode, code).toBe(400)
      expect(refused.json().message).toBe(
        MESSAGES['zh-CN']['role.unknownPermission'].replace('{{code}}', code),
      )
    }
    const taken = await kit.call('POST', '', form([], 'agent'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(MESSAGES['zh-CN']['role.codeTaken'])
    expect((await kit.list()).map((role) => role.code)).not.toContain('other')
  })

  it('refuses to delete a role in use, naming how many hold it, until its members are moved', async () => {
    const temporary = (await kit.call('POST', '', form(['portal.tool'], 'temporary'))).json().data
    const agentId = await kit.accountId('agent01')
    const agentRole = await kit.byCode('agent')
    expect((await kit.call('PUT', `/member/${agentId}`, { roleId: temporary.id })).statusCode).toBe(200)

    const refused = await kit.call('DELETE', `/${temporary.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['role.inUse'].replace('{{count}}', '1'))

    expect(
      (await kit.call('POST', `/${temporary.id}/move-members`, { targetRoleId: temporary.id })).statusCode,
    ).toBe(400)
    const moved = await kit.call('POST', `/${temporary.id}/move-members`, { targetRoleId: agentRole?.id })
    expect(moved.json().data).toEqual({ moved: 1 })
    expect((await kit.call('DELETE', `/${temporary.id}`)).statusCode).toBe(200)
    expect((await kit.list()).map((role) => role.code)).not.toContain('temporary')

    expect(await kit.auditRows('staff.assignRole')).toMatchObject([
      { target_id: agentId, after: { roleId: temporary.id, permissions: ['portal.tool'] } },
    ])
    expect(await kit.auditRows('role.moveMembers')).toMatchObject([
      { target_id: temporary.id, after: { roleId: agentRole?.id, accountIds: [agentId] } },
    ])
    expect(await kit.auditRows('role.delete')).toMatchObject([
      { target_id: temporary.id, before: { code: 'temporary' }, after: null },
    ])
  })

  it('never lets the tenant lose the last active holder of the role administration code', async () => {
    const administrator = await kit.byCode('administrator')
    const agentRole = await kit.byCode('agent')
    const withoutRoles = (administrator?.permissions ?? []).filter(
      (code) => code !== SETTINGS_PERMISSIONS.roles,
    )
    const stripped = await kit.call('PUT', `/${administrator?.id}`, form(withoutRoles, 'administrator'))
    expect(stripped.statusCode).toBe(409)
    expect(stripped.json().message).toBe(MESSAGES['zh-CN']['role.lastAdministrator'])

    const moved = await kit.call('POST', `/${administrator?.id}/move-members`, {
      targetRoleId: agentRole?.id,
    })
    // The administrator is one of the members moved, and nobody changes their own role (issue 25).
    expect(moved.statusCode).toBe(403)
    expect(moved.json().message).toBe(MESSAGES['zh-CN']['role.grantOwnRole'])
    const demoted = await kit.call('PUT', `/member/${await kit.accountId('admin@demo.com')}`, {
      roleId: agentRole?.id,
    })
    expect(demoted.statusCode).toBe(403)
    expect(demoted.json().message).toBe(MESSAGES['zh-CN']['role.grantOwnRole'])
    expect((await kit.byCode('administrator'))?.permissions).toContain(SETTINGS_PERMISSIONS.roles)
    expect((await kit.byCode('administrator'))?.memberCount).toBe(1)
  })
})
