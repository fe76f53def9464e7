import { describe, expect, it, vi } from 'vitest'
import { rolesDomain, type MenuResource } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { rolesTestKit } from './roles-test-kit'

const t = useDemoApp()
const kit = rolesTestKit(t)
const SOME_ID = '00000000-0000-4000-8000-000000000001'

const menuCodes = async (cookie: string): Promise<string[]> => {
  const tree: MenuResource[] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/menu/tree', headers: { cookie } })
  ).json().data
  const walk = (nodes: MenuResource[]): string[] =>
    nodes.flatMap((node) => [node.resourceCode, ...walk(node.sub)])
  return walk(tree)
}
const sessionCodes = async (cookie: string): Promise<string[]> =>
  (await t.app.inject({ method: 'POST', url: '/user/token', headers: { cookie }, payload: {} })).json().data
    .authResult.principal.permissions

const secondRoleIds = () =>
  ownerQuery<{ id: string }>(
    t.store,
    `SELECT r.id FROM roles r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'second' ORDER BY r.code`,
  )

describe('the roles routes', () => {
  it('refuse agent01, who holds no settings code, on every route', async () => {
    const routes = Object.values(rolesDomain.routes)
    expect(routes).toHaveLength(7)
    for (const route of routes) {
      const url = route.path.replace(':id', SOME_ID).replace(':accountId', SOME_ID)
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : { roleId: SOME_ID }
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: { cookie: t.agent },
        payload,
      })
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403)
    }
  })

  it('never show or change another tenant roles', async () => {
    const ids = (await kit.list()).map((role) => role.id)
    const second = (await secondRoleIds()).map((row) => row.id)
    expect(second).toHaveLength(2)
    for (const id of second) {
      expect(ids).not.toContain(id)
      expect((await kit.call('PUT', `/${id}`, { code: 'x', name: 'x', permissions: [] })).statusCode).toBe(
        404,
      )
      expect((await kit.call('DELETE', `/${id}`)).statusCode).toBe(404)
      expect((await kit.call('POST', `/${ids[0]}/move-members`, { targetRoleId: id })).statusCode).toBe(404)
      expect(
        (await kit.call('PUT', `/member/${await kit.accountId('agent01')}`, { roleId: id })).statusCode,
      ).toBe(404)
    }
    const [untouched] = await ownerQuery<{ n: number }>(
      t.store,
      'SELECT count(*)::int AS n FROM role_permissions WHERE role_id = ANY($1)',
      [second],
    )
    expect(untouched?.n).toBeGreaterThan(0)
  })

  it('change what the members of an edited role reach at once, and tell their pages', async () => {
    const publish = vi.spyOn(t.app.pushBus, 'publish')
    const agentRole = await kit.byCode('agent')
    expect(await menuCodes(t.agent)).toContain('kmp')
    expect(await sessionCodes(t.agent)).toContain('portal_message')

    const trimmed = (agentRole?.permissions ?? []).filter(
      (code) => code !== 'kmp' && code !== 'portal_message',
    )
    const saved = await kit.call('PUT', `/${agentRole?.id}`, {
      ...agentRole,
      nameEn: 'Agent',
      permissions: trimmed,
    })
    expect(saved.statusCode).toBe(200)
    expect(await menuCodes(t.agent)).not.toContain('kmp')
    expect(await sessionCodes(t.agent)).not.toContain('portal_message')

    const members = await ownerQuery<{ account_id: string }>(
      t.store,
      'SELECT account_id FROM tenant_members WHERE role_id = $1 ORDER BY account_id',
      [agentRole?.id],
    )
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({
        message: { type: 'ACCESS_CHANGED' },
        audience: expect.objectContaining({ accountIds: members.map((row) => row.account_id) }),
      }),
    )
    publish.mockClear()

    const agentId = await kit.accountId('agent01')
    const administrator = await kit.byCode('administrator')
    await kit.call('PUT', `/member/${agentId}`, { roleId: administrator?.id })
    expect(await menuCodes(t.agent)).toContain('setting.role')
    expect(publish).toHaveBeenCalledTimes(1)
    expect(publish.mock.calls[0]?.[0]).toMatchObject({ audience: { accountIds: [agentId] } })
    publish.mockRestore()
  })
})
