import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openContext } from './support/browser'
import { watchConsole } from './support/console-watch'
import { logInThroughForm } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const portal = session.portal

/** Calls a portal route from a page, with that page's session, and answers the envelope. */
const callFrom = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await response.json()) as { code: number; data: unknown }
    },
    [method, path, body] as const,
  )

// The message centre has no side-menu entry (it opens from the header's bell, which no code gates), so the
// agent's page shows two things its role's codes gate: the 知识库 side-menu entry (kmp) and the home page's
// 最新消息 block (portal_message, 消息 in the catalogue).
describe('role administration', () => {
  it('removes a menu entry and a gated block from an agent page, without a reload, when the role loses them', async () => {
    const agent = await logInToShell(session.browser, session.server.origin, 'agent01', 'Agent@2026')
    const admin = await logInToShell(session.browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const agentUi = shell(agent.page)
      await agentUi.menuItem('知识库').waitFor()
      const messagesBlock = agent.page.getByRole('heading', { name: '最新消息' })
      await messagesBlock.waitFor()
      // Let the agent's push socket connect before the change.
      await agent.page.waitForLoadState('networkidle')
      let reloaded = false
      agent.page.on('framenavigated', (frame) => {
        if (frame === agent.page.mainFrame()) reloaded = true
      })

      await admin.page.goto(portal('/mzz/main/main/setting/role'))
      const roles = admin.page.getByRole('table', { name: '角色列表' })
      await roles.getByRole('button', { name: '编辑角色 坐席' }).click()
      const editor = admin.page.getByRole('dialog', { name: '编辑角色' })
      const knowledge = editor.getByRole('checkbox', { name: /^知识库/ })
      await knowledge.waitFor()
      expect(await knowledge.isChecked()).toBe(true)
      await knowledge.uncheck()
      await editor.getByRole('group', { name: '首页模块' }).getByRole('checkbox', { name: /^消息/ }).uncheck()
      await editor.getByRole('button', { name: /保\s*存/ }).click()
      await admin.page.getByText('角色已保存').waitFor()

      await agentUi.menuItem('知识库').waitFor({ state: 'detached', timeout: 10_000 })
      await messagesBlock.waitFor({ state: 'detached', timeout: 10_000 })
      await agentUi.menuItem('客户中心').waitFor()
      expect(reloaded).toBe(false)
    } finally {
      await agent.context.close()
      await admin.context.close()
    }
  })

  it('shows the settings menu on an agent page, without a reload, when the agent is given the administrator role', async () => {
    const agent = await logInToShell(session.browser, session.server.origin, 'agent01', 'Agent@2026')
    const admin = await logInToShell(session.browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const agentUi = shell(agent.page)
      await agentUi.menuItem('首页').waitFor()
      expect(await agentUi.menuItem('设置').count()).toBe(0)
      await agent.page.waitForLoadState('networkidle')
      const token = (await callFrom(agent.page, 'POST', '/user/token', {})).data as {
        authResult: { principal: { id: string } }
      }
      const roles = (await callFrom(admin.page, 'GET', '/api/v1/portal/role/list')).data as {
        id: string
        code: string
      }[]
      const administrator = roles.find((role) => role.code === 'administrator')
      const assigned = await callFrom(
        admin.page,
        'PUT',
        `/api/v1/portal/role/member/${token.authResult.principal.id}`,
        { roleId: administrator?.id },
      )
      expect(assigned.code).toBe(10000)
      await agentUi.menuItem('设置').waitFor({ timeout: 10_000 })
    } finally {
      await agent.context.close()
      await admin.context.close()
    }
  })

  it('creates a role in the editor, and deletes it in use only by moving its staff first', async () => {
    const agent = await logInToShell(session.browser, session.server.origin, 'agent01', 'Agent@2026')
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    const watch = await watchConsole(context)
    const page = await context.newPage()
    try {
      await page.goto(portal('/login'))
      await logInThroughForm(page, 'admin@demo.com', 'Admin@2026')
      await shell(page).tabList.waitFor()
      await page.goto(portal('/mzz/main/main/setting/role'))
      await page.getByRole('button', { name: '新建角色' }).click()
      const editor = page.getByRole('dialog', { name: '新建角色' })
      await editor.getByLabel('角色名称（中文）').fill('班长')
      await editor.getByLabel('角色名称（英文）').fill('Team lead')
      await editor.getByLabel('角色编码').fill('team_lead')
      await editor.getByRole('checkbox', { name: '全选“侧边菜单”' }).check()
      await editor.getByRole('button', { name: /保\s*存/ }).click()
      await page.getByText('角色已保存').waitFor()
      const row = page.getByRole('row', { name: /team_lead/ })
      await row.waitFor()

      const token = (await callFrom(agent.page, 'POST', '/user/token', {})).data as {
        authResult: { principal: { id: string } }
      }
      const roles = (await callFrom(page, 'GET', '/api/v1/portal/role/list')).data as {
        id: string
        code: string
      }[]
      const teamLead = roles.find((role) => role.code === 'team_lead')
      await callFrom(page, 'PUT', `/api/v1/portal/role/member/${token.authResult.principal.id}`, {
        roleId: teamLead?.id,
      })
      await page.reload()
      await row.getByRole('button', { name: '删除角色 班长' }).click()
      const move = page.getByRole('dialog', { name: '转移员工后删除角色' })
      await move.getByText('角色“班长”仍有 1 名员工').waitFor()
      await move.getByRole('combobox', { name: '转移到角色' }).click()
      await page.getByTitle('坐席 (agent)').click()
      await move.getByRole('button', { name: '转移并删除' }).click()
      await page.getByText('已转移 1 名员工并删除角色').waitFor()
      await row.waitFor({ state: 'detached' })
      expect(watch.problems).toEqual([])
    } finally {
      await context.close()
      await agent.context.close()
    }
  })
})
