import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { logInToShell, shell } from './support/shell-page'

let server: PortalServer
let browser: Browser

beforeAll(async () => {
  server = await startPortalServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const portal = (path: string) => `${server.origin}/dzfront/portal${path}`

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
describe('role administration reaching open pages', () => {
  it('removes a menu entry and a gated block from an agent page, without a reload, when the role loses them', async () => {
    const agent = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
    const admin = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
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
    const agent = await logInToShell(browser, server.origin, 'agent01', 'Agent@2026')
    const admin = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
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
})
