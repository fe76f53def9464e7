import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import {
  apiOverHttp,
  callCentre,
  callHistoryOverHttp,
  ctiStateOverHttp,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { tabTo } from './support/keyboard'
import { loginControls } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()
const AGENT = ['agent01', 'Agent@2026'] as const

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, ...AGENT)
})

/** Whether the focused element reads `name`. */
const isFocused = (page: Page, name: string) =>
  page.evaluate((label) => document.activeElement?.textContent?.trim() === label, name)

/** The agent's CTI state on the server, for what the header shows in words. */
const serverState = async (cookie: string) => ctiStateOverHttp(session.server.origin, cookie)

/** agent01 signs in on the login form with the keyboard alone. */
async function signInByKeyboard(page: Page) {
  await page.goto(`${session.server.origin}/dzfront/portal/login`)
  const controls = loginControls(page)
  await tabTo(page, controls.account)
  await page.keyboard.type(AGENT[0])
  await tabTo(page, controls.password)
  await page.keyboard.type(AGENT[1])
  await page.keyboard.press('Enter')
  await shell(page).tabList.waitFor()
}

/** Alt+Shift+R makes the agent ready, signing in on the softphone through the dialog when it asks. */
async function goReadyByKeyboard(page: Page) {
  // The telephony half of the header loads after the frame: its keys with it.
  await callCentre(page).switcher.waitFor()
  await page.keyboard.press('Alt+Shift+R')
  const signIn = page.getByRole('dialog', { name: '签入呼叫中心' })
  const ready = page.getByRole('button', { name: '坐席状态：接线' })
  await Promise.race([signIn.waitFor(), ready.waitFor()])
  if (await signIn.isVisible()) {
    // The sign-in modes are one radio group: Tab reaches the chosen one, the arrows choose another.
    await tabTo(page, signIn.getByRole('radio', { checked: true }))
    const softphone = signIn.getByRole('radio', { name: '软电话' })
    for (let presses = 0; presses < 4 && !(await softphone.isChecked()); presses += 1)
      await page.keyboard.press('ArrowRight')
    expect(await softphone.isChecked()).toBe(true)
    await tabTo(page, signIn.getByRole('button', { name: '签入' }))
    await page.keyboard.press('Enter')
  }
  await ready.waitFor()
}

describe('a keyboard-only agent', () => {
  it('goes ready, answers, holds, resumes, mutes, hangs up, sets a wrap-up code and goes ready again without the mouse', async () => {
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    try {
      await signInByKeyboard(page)
      const cookie = await sessionCookieOf(context)
      await goReadyByKeyboard(page)

      // The agent works on the home tab; a ringing call takes the focus to 接听, and gives it back once answered.
      await tabTo(page, shell(page).tab('首页'))
      const { accountId } = (await serverState(cookie)).agent
      await ringOverHttp(session.server.origin, cookie, { from: '13900001111', accountId })
      await expect.poll(() => isFocused(page, '接听')).toBe(true)
      await page.keyboard.press('Alt+Shift+P')
      await page.getByRole('button', { name: '电话：通话中' }).waitFor()
      await expect.poll(() => isFocused(page, '首页')).toBe(true)
      await expect.poll(async () => (await serverState(cookie)).call?.callStatus).toBe('INBOUND_ACTIVE')

      const header = page.getByRole('banner')
      await page.keyboard.press('Alt+Shift+H')
      await expect.poll(async () => (await serverState(cookie)).call?.callStatus).toBe('INBOUND_ON_HOLD')
      // The same key resumes once the page shows the hold (the header's flag): it acts on what the agent sees.
      await header.getByText('保持中').waitFor()
      await page.keyboard.press('Alt+Shift+H')
      await expect.poll(async () => (await serverState(cookie)).call?.callStatus).toBe('INBOUND_ACTIVE')
      await page.keyboard.press('Alt+Shift+U')
      await expect.poll(async () => (await serverState(cookie)).call?.muted).toBe(true)
      await header.getByText('已静音').waitFor()
      await page.keyboard.press('Alt+Shift+U')
      await expect.poll(async () => (await serverState(cookie)).call?.muted).toBe(false)
      await page.keyboard.press('Alt+Shift+E')
      const widget = page.getByRole('button', { name: '电话：话后处理' })
      await widget.waitFor()

      // The wrap-up code, in the phone panel opened from the widget: Tab, Enter, the arrows.
      const panel = page.getByRole('region', { name: '电话面板' })
      await tabTo(page, widget)
      if ((await widget.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter')
      await panel.waitFor()
      const code = panel.getByRole('combobox', { name: '话后小结' })
      await tabTo(page, code)
      await page.keyboard.press('ArrowDown')
      // Enter picks the highlighted code once the list has opened.
      await page.locator('.ant-select-item-option-active').waitFor()
      await page.keyboard.press('Enter')
      await expect
        .poll(async () => (await callHistoryOverHttp(session.server.origin, cookie))[0]?.wrapUpCode)
        .toBeTruthy()

      // Still in after-call work (30 s in the demo): Alt+Shift+R ends it, ready for the next call.
      expect((await serverState(cookie)).agent.systemState).toBe('ACW')
      await page.keyboard.press('Alt+Shift+R')
      await page.getByRole('button', { name: '电话：在线' }).waitFor()
      expect((await serverState(cookie)).agent.systemState).toBe('READY')
    } finally {
      await context.close()
    }
  })

  it('opens the cheat sheet on ?, moves between tabs and to the search box, and takes no key typed in a field', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...AGENT)
    try {
      const ui = shell(page)
      await page.goto(session.portal('/news'))
      await ui.tab('消息中心').waitFor()
      await page.locator('body').focus()

      await page.keyboard.press('Shift+Slash')
      const sheet = page.getByRole('dialog', { name: '键盘快捷键', exact: true })
      await sheet.getByRole('rowheader', { name: '命令面板' }).waitFor()
      expect(await sheet.getByRole('row', { name: /接听/ }).textContent()).toContain('AltShiftP')
      expect(seriousOrCritical(await runAxe(page))).toEqual([])
      await page.keyboard.press('Escape')
      await sheet.waitFor({ state: 'hidden' })

      await page.keyboard.press('Alt+Shift+Comma')
      await expect.poll(() => ui.tab('首页').getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('Alt+Shift+Period')
      await expect.poll(() => ui.tab('消息中心').getAttribute('aria-selected')).toBe('true')
      await page.waitForURL(session.portal('/news'))

      // / goes to the page's search box; there / and ? are typed like any other character.
      await page.locator('body').focus()
      await page.keyboard.press('/')
      const focusedSearch = () =>
        page.evaluate(() => {
          const box = document.activeElement
          return box instanceof HTMLInputElement && box.closest('main .ant-input-search') ? box.value : null
        })
      await expect.poll(focusedSearch).toBe('')
      await page.keyboard.type('a/b?')
      expect(await focusedSearch()).toBe('a/b?')
      expect(await sheet.isVisible()).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('has no shortcut while the member turned them off, though the cheat sheet still opens from the profile panel', async () => {
    const { page, context } = await logInToShell(session.browser, session.server.origin, ...AGENT)
    try {
      const cookie = await sessionCookieOf(context)
      await goReadyByKeyboard(page)
      await apiOverHttp(session.server.origin, cookie, 'PUT', '/user/preferences', {
        shortcutsEnabled: false,
      })
      // The change reaches the page by push; the profile panel's switch shows it.
      await tabTo(page, shell(page).profileButton)
      await page.keyboard.press('Enter')
      const toggle = page.getByRole('switch', { name: '键盘快捷键' })
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
      await page.keyboard.press('Escape')

      await page.locator('body').focus()
      await page.keyboard.press('Alt+Shift+R')
      await page.keyboard.press('Shift+Slash')
      await page.waitForTimeout(1000)
      expect((await serverState(cookie)).agent.chosenStatus).toBe(3)
      expect(await page.getByRole('dialog', { name: '键盘快捷键', exact: true }).count()).toBe(0)

      await tabTo(page, shell(page).profileButton)
      await page.keyboard.press('Enter')
      await tabTo(page, page.getByRole('button', { name: '键盘快捷键一览' }))
      await page.keyboard.press('Enter')
      const sheet = page.getByRole('dialog', { name: '键盘快捷键', exact: true })
      await sheet.getByText('快捷键已关闭').waitFor()
    } finally {
      await context.close()
    }
  })
})
