import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import {
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

// Each test starts with agent01 free, whatever the one before left behind.
beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

const palette = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: '命令面板' })
  return {
    dialog,
    search: dialog.getByRole('combobox', { name: /^搜索页面/ }),
    option: (name: string | RegExp) => dialog.getByRole('option', { name }),
  }
}

/** The label of the option the search field points at (aria-activedescendant), as a screen reader hears it. */
const activeOption = (page: Page) =>
  palette(page).search.evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.textContent ?? '') : ''
  })

describe('the command palette', () => {
  it('dials a customer found by name, by the keyboard alone, and lists it first next time', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      await goReady(page)
      const { switcher } = callCentre(page)
      await switcher.focus()
      await page.keyboard.press('Control+K')
      const { dialog, search, option } = palette(page)
      await dialog.waitFor()
      await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true)

      await page.keyboard.type('王女士')
      await option('拨打 王女士 139****1111').waitFor()
      // Down the list to the call by the keyboard, then Enter.
      for (let steps = 0; (await activeOption(page)) !== '拨打 王女士 139****1111'; steps += 1) {
        expect(steps).toBeLessThan(20)
        await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'hidden' })

      const cookie = await sessionCookieOf(context)
      await expect
        .poll(async () => {
          const { call } = await ctiStateOverHttp(session.server.origin, cookie)
          return call && { name: call.customer?.name, type: call.callType, status: call.callStatus }
        })
        .toMatchObject({ name: '王女士', status: expect.stringMatching(/^MANUAL_/) })
      await expect.poll(() => callCentre(page).widget.getAttribute('aria-label')).not.toMatch(/空闲/)
      // The focus is back where the agent was.
      await expect.poll(() => switcher.evaluate((element) => element === document.activeElement)).toBe(true)

      await page.keyboard.press('Control+K')
      await dialog.waitFor()
      expect(
        await dialog.getByRole('group', { name: '最近使用' }).getByRole('option').first().textContent(),
      ).toBe('拨打 王女士 139****1111')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    } finally {
      await context.close()
    }
  })

  it('opens a page by its name and Enter, and passes axe while open', async () => {
    const { context, page } = await logInToShell(
      session.browser,
      session.server.origin,
      'agent01',
      'Agent@2026',
    )
    try {
      const { dialog, search, option } = palette(page)
      await page.keyboard.press('Control+K')
      await dialog.waitFor()
      await option(/./).first().waitFor()
      // The frame behind the dialog is the accessibility suite's; here, what the palette brings.
      const inDialog = []
      for (const finding of seriousOrCritical(await runAxe(page)))
        if (
          await page
            .locator(finding.target)
            .first()
            .evaluate((element) => element.closest('[role=dialog]') !== null)
        )
          inDialog.push(finding)
      expect(inDialog).toEqual([])

      await search.fill('工单列表')
      await option('工单列表').waitFor()
      expect(await activeOption(page)).toBe('工单列表')
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'hidden' })
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe('/dzfront/portal/mzz/workorder/workorder/front/main/order')
    } finally {
      await context.close()
    }
  })
})
