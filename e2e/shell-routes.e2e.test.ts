import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openContext } from './support/browser'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { frameTitle, logInToShell, shell, type ShellSession } from './support/shell-page'

let server: PortalServer
let browser: Browser
let admin: ShellSession

beforeAll(async () => {
  server = await startPortalServer()
  browser = await launchBrowser()
  admin = await logInToShell(browser, server.origin, 'admin@demo.com', 'Admin@2026')
})
afterAll(async () => {
  await admin?.context.close()
  await browser?.close()
  await server?.stop()
})

const portal = (path: string) => `${server.origin}/dzfront/portal${path}`

describe('the route guard', () => {
  it('lands /web-workorder/x on /dzfront/portal/mzz/workorder/x, a module page that says it is not installed', async () => {
    const { page } = admin
    await page.goto(`${server.origin}/web-workorder/x?from=old`)
    await page.waitForURL(portal('/mzz/workorder/x?from=old'))
    await page.getByRole('heading', { name: '模块未安装' }).waitFor()
    await page.getByText('“工单”模块（workorder）的页面尚未安装').waitFor()
  })

  it('moves the old main paths to their module', async () => {
    const { page } = admin
    await page.goto(portal('/main/userCenter/customerManage/audit'))
    await page.waitForURL(portal('/mzz/usercenter/usercenter/userCenter/customerManage/audit'))
    await shell(page).tab('黑名单审核').waitFor()
  })

  it('shows 404 for an unknown path and returns home after the 6 s countdown', async () => {
    const { page } = admin
    await page.goto(portal('/no-such-page'))
    await page.waitForURL(portal('/404'))
    await page.getByRole('heading', { name: '404' }).waitFor()
    await page.getByRole('timer').getByText('6 秒后返回首页').waitFor()
    await page.getByRole('timer').getByText('5 秒后返回首页').waitFor()
    await page.waitForURL(portal('/portal'), { timeout: 8000 })
    await page.getByRole('heading', { name: '你好，管理员' }).waitFor()
  })

  it('sets the title to page, user and system name', async () => {
    const { page } = admin
    await page.goto(portal('/aiTranslate'))
    await page.getByRole('heading', { name: 'AI 翻译' }).waitFor()
    await expect.poll(() => page.title()).toMatch(frameTitle('AI 翻译', '管理员'))
  })

  it('opens the exempt pages without a session: 403 with logout, the frame 404 without a countdown, packageCheck', async () => {
    const context = await openContext(browser)
    const page = await context.newPage()
    try {
      await page.goto(portal('/403'))
      await page.getByRole('heading', { name: '403' }).waitFor()
      await page.getByRole('button', { name: '退出登录' }).waitFor()
      await page.goto(portal('/page/404'))
      await page.getByRole('heading', { name: '404' }).waitFor()
      await page.getByRole('button', { name: '返回上一页' }).waitFor()
      expect(await page.getByRole('timer').count()).toBe(0)

      await page.goto(portal('/packageCheck'))
      await page.getByRole('cell', { name: 'dzfront-portal', exact: true }).waitFor()
      await page.getByRole('cell', { name: 'dzfront-workorder', exact: true }).waitFor()
      // Every row shares the build's date: today's, unless the build ran before midnight.
      const { buildTime } = (await (await fetch(portal('/release-info.json'))).json()) as {
        buildTime: string
      }
      const isToday = new Date(buildTime).toDateString() === new Date().toDateString()
      await expect.poll(() => page.getByText('今日构建').count()).toBe(isToday ? 11 : 0)
      const workorderRow = page.getByRole('row', { name: /dzfront-workorder/ })
      await workorderRow.getByText('已安装').waitFor()
      await page
        .getByRole('row', { name: /dzfront-crm/ })
        .getByText('未安装')
        .waitFor()
      await page.getByRole('searchbox', { name: '应用名称' }).fill('crm')
      await expect.poll(() => page.getByRole('row').count()).toBe(2)
      await page.goto(portal('/portal'))
      await page.waitForURL(/\/dzfront\/portal\/login\?redirect=/)
    } finally {
      await context.close()
    }
  })
})

describe('the AI translate page', () => {
  it('checks its fields by the §5 rules and shows the server message when no model is configured', async () => {
    const { page } = admin
    await page.goto(portal('/aiTranslate'))
    await page.getByRole('tab', { name: '单条' }).waitFor()
    await page.getByRole('tab', { name: '批量' }).click()
    await page.getByText('暂无批量翻译任务').waitFor()
    await page.getByRole('tab', { name: '单条' }).click()
    await page.getByRole('button', { name: '翻译', exact: true }).click()
    await page.getByText('请输入模型！').waitFor()
    await page.getByText('请输入翻译文本！').waitFor()
    await page.getByLabel('模型', { exact: true }).fill('gpt-4o-mini')
    await page.getByLabel('翻译文本').fill('你好')
    await page.getByLabel('模型参数（JSON）').fill('[1, 2]')
    await page.getByRole('button', { name: '翻译', exact: true }).click()
    await page.getByText('模型参数必须是合法的 JSON 对象').waitFor()
    await page.getByLabel('模型参数（JSON）').fill('{"temperature": 0.2}')
    await page.getByRole('button', { name: '翻译', exact: true }).click()
    await page
      .getByRole('alert')
      .getByText(/AI 翻译未配置/)
      .waitFor()
  })
})

describe('the network indicator', () => {
  it('changes when the probe of release-info.json is slowed', async () => {
    const { page } = admin
    await page.goto(portal('/portal'))
    const indicator = shell(page).network
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 12_000 })
      .toMatch(/^网络状态：(优秀|良好|一般) \(\d+ ms\)$/)
    await page.route('**/dzfront/portal/release-info.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 12_000 })
      .toMatch(/^网络状态：较差 \((7\d\d|[89]\d\d|\d{4}) ms\)$/)
    expect(await indicator.getAttribute('data-quality')).toBe('poor')
    await page.unroute('**/dzfront/portal/release-info.json')
  })
})

describe('an expired tenant', () => {
  it('shows multi@demo.com in 第二公司 only the expiry notice', async () => {
    const { context, page } = await logInToShell(browser, server.origin, 'multi@demo.com', 'Multi@2026', {
      tenantName: '第二公司',
      waitForFrame: false,
    })
    try {
      await page.getByRole('heading', { name: '试用已过期 3 天' }).waitFor()
      await page.getByText('第二公司：请联系您的客户经理续费后继续使用。').waitFor()
      expect(await page.getByRole('link', { name: '联系我们' }).getAttribute('href')).toMatch(
        /^mailto:\?subject=/,
      )
      expect(await page.getByRole('navigation').count()).toBe(0)
      expect(await page.getByRole('tablist').count()).toBe(0)
      expect(await page.getByRole('banner').count()).toBe(0)
      await page.goto(portal('/mzz/workorder/workorder/front/main/order'))
      await page.getByRole('heading', { name: '试用已过期 3 天' }).waitFor()
      expect(await page.getByRole('heading', { name: '工单列表' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
