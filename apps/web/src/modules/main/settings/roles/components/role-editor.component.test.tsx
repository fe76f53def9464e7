import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuPermissionEntry, Role } from '@portal/contract'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import '../../translations'
import '../translations'
import { RoleEditor } from './role-editor'

const ROLE_ID = '7c0e9a52-0000-4000-8000-000000000001'
const MENU: MenuPermissionEntry[] = [
  { code: 'portal', name: '首页', nameEn: 'Home', parentCode: null },
  { code: 'kmp', name: '知识库', nameEn: 'Knowledge base', parentCode: null },
  { code: 'setting', name: '设置', nameEn: 'Settings', parentCode: null },
  { code: 'setting.role', name: '角色管理', nameEn: 'Roles', parentCode: 'setting' },
]
const AGENT: Role = {
  id: ROLE_ID,
  code: 'agent',
  name: '坐席',
  nameEn: 'Agent',
  memberCount: 3,
  permissions: ['kmp', 'portal', 'portal_message'],
}

const renderEditor = (role?: Role) =>
  renderInPortal({
    routes: [{ path: '/', element: <RoleEditor isOpen role={role} onClose={() => undefined} /> }],
  })

// The editor lists every code of the contract, a few hundred elements: on two busy cores its first render and each
// query by role over it take seconds, so the first wait is long and narrowed to the side menu's group.
const FIRST_RENDER_MS = 20_000
const menuCheckbox = async (name: RegExp) => {
  const menu = await screen.findByRole('group', { name: '侧边菜单' }, { timeout: FIRST_RENDER_MS })
  return within(menu).findByRole('checkbox', { name }, { timeout: FIRST_RENDER_MS })
}

describe('the role editor', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('ticks the role codes grouped as the menu is, and saves what the administrator changed', async () => {
    const calls = stubApi({
      'GET /api/v1/portal/role/menu-codes': () => ({ data: MENU }),
      [`PUT /api/v1/portal/role/${ROLE_ID}`]: (body) => ({ data: { ...AGENT, ...(body as object) } }),
    })
    renderEditor(AGENT)
    const knowledge = await menuCheckbox(/^知识库/)
    expect((knowledge as HTMLInputElement).checked).toBe(true)
    const settings = screen.getByRole('group', { name: '设置' })
    expect((within(settings).getByRole('checkbox', { name: /^角色管理/ }) as HTMLInputElement).checked).toBe(
      false,
    )
    const dashboard = screen.getByRole('group', { name: '首页模块' })
    expect((within(dashboard).getByRole('checkbox', { name: /^消息/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(screen.queryByRole('group', { name: '所有用户默认拥有' })).toBeNull()
    expect(await seriousAxeFindings()).toEqual([])

    await userEvent.click(knowledge)
    await userEvent.click(within(settings).getByRole('checkbox', { name: '全选“设置”' }))
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const saved = calls.find((call) => call.method === 'PUT')?.body as { permissions: string[]; code: string }
    expect(saved.code).toBe('agent')
    expect(saved.permissions).not.toContain('kmp')
    expect(saved.permissions).toEqual(
      expect.arrayContaining(['portal', 'portal_message', 'setting', 'setting.role', 'setting.staff']),
    )
  }, 60_000)

  it('checks the names and code with the contract rules, and shows the server refusal', async () => {
    const calls = stubApi({
      'GET /api/v1/portal/role/menu-codes': () => ({ data: MENU }),
      'POST /api/v1/portal/role': () => ({ code: 10002, message: '角色编码已存在' }),
    })
    renderEditor()
    await menuCheckbox(/^知识库/)
    await userEvent.type(screen.getByLabelText('角色编码'), '1bad')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('请输入角色名称')).toBeTruthy()
    expect(await screen.findByText(/角色编码以字母开头/)).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.type(screen.getByLabelText('角色名称（中文）'), '班长')
    await userEvent.clear(screen.getByLabelText('角色编码'))
    await userEvent.type(screen.getByLabelText('角色编码'), 'agent')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('角色编码已存在')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ code: 'agent', name: '班长' })
  }, 60_000)
})
