import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { headerValue, startSmtpServer } from '../apps/server/test/smtp-test-server'
import { mimeParts } from '../apps/server/test/mime-parts'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import { watchConsole } from './support/console-watch'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The e-mail sender against a real SMTP server (the smtp-server package on a loopback port) that the portal is
// configured to send through, as an agent finds it in the tools menu.
const smtp = await startSmtpServer()
afterAll(() => smtp.close())
const session = usePortal({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@demo.test>' })

const PDF = Buffer.from('%PDF-1.4 the signed contract')

async function openMailSender(page: Page) {
  await page.goto(session.portal('/login'))
  await logInThroughForm(page, 'agent01', 'Agent@2026')
  await shell(page).tabList.waitFor()
  await shell(page).tools.click()
  await page.getByRole('menuitem', { name: '发送邮件' }).click()
  await page.getByRole('heading', { name: '发送邮件' }).waitFor()
}

/** axe's serious findings on the e-mail sender's own page (the frame around it has accessibility.e2e). */
async function pageFindings(page: Page) {
  const onPage = []
  for (const finding of seriousOrCritical(await runAxe(page)))
    if (await page.locator(finding.target).evaluate((element) => element.closest('.portal-page') !== null))
      onPage.push(finding)
  return onPage
}

async function writeMail(page: Page, to: string, subject: string) {
  await page.getByRole('combobox', { name: '收件人' }).fill(to)
  await page.getByRole('combobox', { name: '收件人' }).press('Enter')
  await page.getByRole('combobox', { name: '抄送' }).fill('boss@customer.test')
  await page.getByRole('combobox', { name: '抄送' }).press('Enter')
  await page.getByRole('textbox', { name: '主题' }).fill(subject)
  const body = page.getByRole('textbox', { name: '正文' })
  await body.click()
  await page.keyboard.type('您好，合同见附件。')
  await page.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('请于周五前签回。')
}

describe('the e-mail sender', () => {
  it('agent01 sends an e-mail with an attachment, the SMTP server receives it, and it shows in the sent list', async () => {
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    const watch = await watchConsole(context)
    const page = await context.newPage()
    try {
      await openMailSender(page)
      await writeMail(page, 'ms.li@customer.test', '合同 2026-11')
      expect(await pageFindings(page)).toEqual([])
      await page.locator('input[type="file"]').setInputFiles({
        name: 'contract.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      })
      await page.locator('.ant-upload-list-item-done').filter({ hasText: 'contract.pdf' }).waitFor()
      await page.getByRole('button', { name: '发送邮件', exact: true }).click()
      await page.getByText('邮件已发送', { exact: true }).waitFor()

      const received = smtp.received.at(-1)
      expect(received).toMatchObject({ to: ['ms.li@customer.test', 'boss@customer.test'] })
      expect(headerValue(received?.headers ?? '', 'Subject')).toBe('合同 2026-11')
      const parts = mimeParts(received?.headers ?? '', received?.body ?? '')
      const html = parts.find((part) => part.contentType.startsWith('text/html'))?.body
      expect(html).toBe('<p>您好，合同见附件。<strong>请于周五前签回。</strong></p>')
      const text = parts.find((part) => part.contentType.startsWith('text/plain'))?.body
      expect(text?.trim()).toBe('您好，合同见附件。请于周五前签回。')
      const attachment = parts.find((part) => part.contentType.startsWith('application/pdf'))
      expect(attachment?.body).toBe(PDF.toString())
      expect(attachment?.disposition).toMatch(/filename=contract\.pdf/)

      const sentList = page.getByRole('table', { name: '已发送' })
      const row = sentList.getByRole('row').filter({ hasText: '合同 2026-11' })
      await row.getByText('已发送').waitFor()
      await row.getByRole('button', { name: '查看邮件：合同 2026-11' }).click()
      const drawer = page.getByRole('dialog', { name: '合同 2026-11' })
      await drawer.getByRole('article', { name: '正文' }).getByText('请于周五前签回。').waitFor()
      expect(await drawer.getByRole('link', { name: 'contract.pdf' }).getAttribute('href')).toMatch(
        /^\/api\/v1\/mail-sender\/attachments\/[0-9a-f-]{36}\?locale=zh-CN$/,
      )
      expect(watch.problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('keeps what the agent wrote when the mail server refuses, and says why', async () => {
    const { page } = session
    await openMailSender(page)
    await writeMail(page, 'reject@customer.test', '被拒绝的邮件')
    await page.getByRole('button', { name: '发送邮件', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: '邮件发送失败：收件人被邮件服务器拒绝' }).waitFor()
    expect(await page.getByRole('textbox', { name: '主题' }).inputValue()).toBe('被拒绝的邮件')
    expect(await page.getByRole('textbox', { name: '正文' }).textContent()).toBe(
      '您好，合同见附件。请于周五前签回。',
    )
    await page.getByRole('tab', { name: '已发送' }).click()
    const row = page
      .getByRole('table', { name: '已发送' })
      .getByRole('row')
      .filter({ hasText: '被拒绝的邮件' })
    await row.getByText('发送失败', { exact: true }).waitFor()
  })

  it('keeps the focus and the cursor in the text through a formatting click, so what follows is typed in place', async () => {
    const context = await openContext(session.browser)
    // A busy machine paints late: here the next animation frame comes a third of a second after it is asked for.
    await context.addInitScript(() => {
      const next = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => next(() => setTimeout(() => next(callback), 300))
    })
    const page = await context.newPage()
    try {
      await openMailSender(page)
      const body = page.getByRole('textbox', { name: '正文' })
      await body.click()
      await page.keyboard.type('您好，')
      await page.getByRole('button', { name: '加粗' }).click()
      // Focus taken by the button came back to the text only at the next frame, and on a busy machine a word typed
      // before it landed after the rest (您好，合同见附件。于周五前签回。请).
      expect(await body.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.keyboard.type('请签回。')
      expect(await body.innerHTML()).toBe('<p>您好，<strong>请签回。</strong></p>')
    } finally {
      await context.close()
    }
  })
})
