import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { missingKannel } from '../apps/server/test/kannel-peer'
import { useKannelPortal } from './support/use-kannel-portal'
import { logInThroughForm } from './support/login-page'

const missing = missingKannel()

/** The segment line under the text: "共 N 字，分 M 条发送". */
const segmentsOf = async (page: Page) =>
  /共 (\d+) 字，分 (\d+) 条发送/.exec(
    (await page.getByRole('status').filter({ hasText: '条发送' }).textContent()) ?? '',
  )

describe.skipIf(missing)(`single SMS through a real Kannel${missing && ` (SKIPPED: ${missing})`}`, () => {
  const { session, kannel: kannelPeer } = useKannelPortal()

  it('agent01 sends a two-placeholder template to two numbers, counts segments, and sees the delivery reports', async () => {
    const { page } = session
    await page.goto(session.portal('/login'))
    await logInThroughForm(page, 'agent01', 'Agent@2026')
    await page.getByRole('button', { name: '工具' }).click()
    await page.getByRole('menuitem', { name: '发送短信' }).click()
    const dialog = page.getByRole('dialog', { name: '发送短信' })
    const phones = dialog.getByRole('textbox', { name: '手机号码' })
    await phones.fill('139 0000 1111,13900002222a')
    expect(await phones.inputValue()).toBe('13900001111,13900002222')

    // Pure English: 160 in one message, then 153 per part.
    await dialog.getByRole('combobox', { name: '模板签名' }).click()
    await page.getByTitle('[无签名] Appointment').click()
    await dialog.getByRole('textbox', { name: '日期' }).fill('2026-12-01')
    await dialog.getByRole('textbox', { name: '客户姓名' }).fill('a'.repeat(100))
    await expect.poll(async () => (await segmentsOf(page))?.slice(1)).toEqual(['141', '1'])
    await dialog.getByRole('textbox', { name: '客户姓名' }).fill('a'.repeat(130))
    await expect.poll(async () => (await segmentsOf(page))?.slice(1)).toEqual(['171', '2'])

    // Mainland Chinese: 70 in one message, then 67 per part.
    await dialog.getByRole('combobox', { name: '模板签名' }).click()
    await page.getByTitle('【演示公司】订单通知').click()
    await dialog.getByRole('textbox', { name: '订单号' }).fill('A-1')
    await dialog.getByRole('textbox', { name: '客户姓名' }).fill('张'.repeat(50))
    await expect.poll(async () => (await segmentsOf(page))?.slice(1)).toEqual(['71', '2'])
    await dialog.getByRole('textbox', { name: '客户姓名' }).fill('张三')
    await expect.poll(async () => (await segmentsOf(page))?.slice(1)).toEqual(['23', '1'])

    await dialog
      .getByRole('button', { name: '发 送' })
      .or(dialog.getByRole('button', { name: '发送' }))
      .click()
    await page.getByText('短信发送成功').waitFor()
    const text = '【演示公司】尊敬的张三，您的订单A-1已发货。'
    const kannel = kannelPeer()
    for (const to of ['13900001111', '13900002222']) {
      const received = await kannel.waitForMessage((message) => message.to === to)
      expect(received.text).toBe(text)
    }

    await dialog.getByRole('tab', { name: '已发送短信' }).click()
    const list = dialog.getByRole('table')
    for (const to of ['13900001111', '13900002222'])
      await list
        .getByRole('row')
        .filter({ hasText: to })
        .filter({ hasText: '已送达' })
        .waitFor({ timeout: 20_000 })
  })
})
