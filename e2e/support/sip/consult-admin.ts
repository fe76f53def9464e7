import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { callCentre } from '../call-centre'

/** The agent opens the transfer dialog from the phone panel and picks the administrator; the dialog. */
export async function pickAdmin(page: Page) {
  await callCentre(page).panel.getByRole('button', { name: '转接坐席或队列' }).click()
  const dialog = page.getByRole('dialog', { name: '转接或咨询' })
  await dialog.getByRole('combobox', { name: '坐席' }).fill('管理员')
  await page.locator('.ant-select-dropdown:visible').getByTitle('管理员（空闲）').waitFor()
  await page.keyboard.press('Enter')
  return dialog
}

/**
 * agent01, on a connected call, consults the administrator from the phone panel: their softphone calls the
 * admin's, the admin answers the consult on the page, and their softphone answers that call. Returns agent01's
 * panel once it shows them talking, which offers completing, a conference and cancelling.
 */
export async function consultAdminFromPanel(agent: Page, admin: Page) {
  const dialog = await pickAdmin(agent)
  await dialog.getByRole('button', { name: '咨询' }).click()
  await dialog.waitFor({ state: 'hidden' })
  const panel = callCentre(agent).panel
  await panel.getByText('正在呼叫 管理员，客户保持中').waitFor()
  const ringing = admin.getByRole('dialog', { name: '咨询来电' })
  await ringing.getByText('坐席01 请求咨询').waitFor({ timeout: 15_000 })
  await ringing.getByRole('button', { name: '接听咨询' }).click()
  await ringing.waitFor({ state: 'hidden' })
  await panel.getByText('正在与 管理员 咨询，客户保持中').waitFor()
  expect(await panel.getByRole('button', { name: '转为三方通话' }).count()).toBe(1)
  return panel
}
