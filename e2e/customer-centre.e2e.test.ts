import { beforeEach, describe, expect, it } from 'vitest'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { watchConsole, type ConsoleWatch } from './support/console-watch'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
let watch: ConsoleWatch
beforeEach(async () => {
  watch = await watchConsole(session.context)
})

/** The page shown under its heading; the kept-alive pages stay in the document, hidden. */
const pageTitled = (name: string) =>
  session.page
    .locator('.portal-page')
    .filter({ has: session.page.getByRole('heading', { name, exact: true }) })

/**
 * The serious findings of axe inside the customer page itself; the frame around it (the bell's known false
 * positive among them) is the accessibility suite's.
 */
const pageFindings = async () => {
  const findings = []
  for (const finding of seriousOrCritical(await runAxe(session.page))) {
    const isInPage = await session.page
      .locator(finding.target)
      .first()
      .evaluate((element) => element.closest('.portal-page') !== null)
    if (isInPage) findings.push(finding)
  }
  return findings
}

/** Opens a customer-centre page from the side menu, as an agent does. */
const openFromMenu = async (name: string) => {
  const { page } = session
  const item = shell(page).menuItem(name)
  if (!(await item.isVisible())) await shell(page).menuItem('客户中心').click()
  await item.click()
}

describe('the customer centre', () => {
  it('lets agent01 search the list, open a detail with identity, fields and history, and claim from the high seas', async () => {
    const { page } = session
    await page.goto(session.portal('/login'))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await shell(page).tabList.waitFor()

    await openFromMenu('客户管理')
    const list = pageTitled('客户管理')
    const search = list.getByRole('searchbox', { name: '搜索客户' })
    await search.fill('王女士')
    await search.press('Enter')
    const rows = list.getByRole('row').filter({ has: page.getByRole('link') })
    await expect.poll(() => rows.count()).toBe(1)
    // agent01 does not hold customer.phone.view: the server masks the number.
    await rows.first().getByText('139****1111').waitFor()
    expect(await rows.first().getByRole('button', { name: '拨打 王女士' }).count()).toBe(1)

    await rows.first().getByRole('link', { name: '王女士' }).click()
    await page.waitForURL(/customerManage\/detail\?id=/)
    const detail = pageTitled('客户详情')
    for (const text of ['VIP客户', '客户等级', '金牌', '客户来源', '电话咨询', 'wang@example.com'])
      await detail.getByText(text, { exact: true }).first().waitFor()
    const history = detail.getByRole('region', { name: '联系历史' })
    await history.getByText('呼入').waitFor()
    await history.getByText('已接通').waitFor()
    await history
      .getByText(/宽带无法连接/)
      .first()
      .waitFor()

    await openFromMenu('公海')
    const highSeas = pageTitled('公海')
    const claim = highSeas.getByRole('button', { name: '领取客户刘先生' })
    await claim.click()
    await page.getByText('已领取客户刘先生').waitFor()
    await expect.poll(() => claim.count()).toBe(0)
    await expect.poll(() => highSeas.getByRole('link', { name: '刘先生' }).count()).toBe(0)
    await highSeas.getByRole('link', { name: '陈女士' }).waitFor()

    // Keep-alive (§2): the list kept its search while the other tabs were shown.
    await shell(page).tab('客户管理').click()
    expect(await search.inputValue()).toBe('王女士')
    expect(await rows.count()).toBe(1)
    expect(watch.problems).toEqual([])
  })

  it('sends an SMS and an e-mail to a customer from the detail, and both join the contact history', async () => {
    const { page } = session
    await page.goto(session.portal('/login'))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await shell(page).tabList.waitFor()
    await openFromMenu('客户管理')
    const list = pageTitled('客户管理')
    await list.getByRole('searchbox', { name: '搜索客户' }).fill('王女士')
    await list.getByRole('searchbox', { name: '搜索客户' }).press('Enter')
    await list.getByRole('link', { name: '王女士' }).click()
    const detail = pageTitled('客户详情')
    const history = detail.getByRole('region', { name: '联系历史' })
    await history.getByText('呼入').waitFor()

    // The SMS goes to the customer's own number, which agent01 sees only masked.
    await detail.getByRole('button', { name: '发送短信' }).click()
    const dialog = page.getByRole('dialog', { name: '发送短信' })
    expect(await dialog.getByRole('textbox', { name: '收件人' }).inputValue()).toBe('王女士 139****1111')
    await dialog.getByRole('combobox', { name: '模板签名' }).click()
    await page.getByTitle('【演示公司】订单通知').click()
    await dialog.getByRole('textbox', { name: '客户姓名' }).fill('王女士')
    await dialog.getByRole('textbox', { name: '订单号' }).fill('B-7')
    await dialog.getByRole('button', { name: /^发\s?送$/ }).click()
    await page.getByText('短信发送成功').waitFor()
    await dialog
      .getByRole('button', { name: 'Close' })
      .or(dialog.getByRole('button', { name: '关闭' }))
      .click()
    await history.getByText('【演示公司】尊敬的王女士，您的订单B-7已发货。').waitFor()

    await detail.getByRole('link', { name: '发送邮件' }).click()
    await page.getByRole('heading', { name: '发送邮件' }).waitFor()
    await pageTitled('发送邮件').getByText('wang@example.com').first().waitFor()
    await page.getByRole('textbox', { name: '主题' }).fill('您的订单 B-7')
    await page.getByRole('textbox', { name: '正文' }).click()
    await page.keyboard.type('您好，订单已发货。')
    await page.getByRole('button', { name: '发送邮件', exact: true }).click()
    await page.getByText('邮件已发送', { exact: true }).waitFor()

    await shell(page).tab('客户详情').click()
    await history.getByText('您的订单 B-7').waitFor()
    for (const kind of ['短信', '邮件']) await history.getByText(kind, { exact: true }).first().waitFor()
    expect(watch.problems).toEqual([])
  })

  it('has no serious accessibility finding on the list, the high seas and a detail, in both languages', async () => {
    const { page } = session
    await page.goto(session.portal('/login'))
    await logInThroughForm(page, 'admin@demo.com', 'Admin@2026')
    await shell(page).tabList.waitFor()
    for (const locale of ['zh-CN', 'en-US']) {
      await page.evaluate((value) => localStorage.setItem('portal.locale', value), locale)
      for (const path of ['list', 'highSeas']) {
        await page.goto(session.portal(`/mzz/usercenter/usercenter/userCenter/customerManage/${path}`))
        await page.locator('.portal-page').getByRole('link').first().waitFor()
        expect(await pageFindings(), `${locale} ${path}`).toEqual([])
      }
      await page.locator('.portal-page').getByRole('link').first().click()
      await page.getByRole('region', { name: locale === 'zh-CN' ? '联系历史' : 'Contact history' }).waitFor()
      expect(await pageFindings(), `${locale} detail`).toEqual([])
    }
    expect(watch.problems).toEqual([])
  })
})
