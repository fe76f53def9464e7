import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { openSignedInTabs } from './support/push-core'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** The seconds a tab's call timer shows ("00:07" is 7). */
const timerSeconds = async (page: Page) => {
  const text = (await page.getByRole('timer', { name: '通话时长' }).first().textContent()) ?? ''
  const [minutes = 0, seconds = 0] = text.split(':').map(Number)
  return minutes * 60 + seconds
}

// Each test starts with agent01 free, whatever the one before left behind.
beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

describe('one call, every tab', () => {
  it('shows the call in three tabs, keeps it when the tab holding the connection closes, and after a reload', async () => {
    // Without a shared worker the first tab is elected to hold the push connection for the others.
    const { context, tabs } = await openSignedInTabs(session.browser, session.server.origin, {
      count: 3,
      hasSharedWorker: false,
    })
    const [first, second, third] = tabs as [Page, Page, Page]
    try {
      await goReady(first)
      for (const tab of [second, third]) await tab.getByRole('button', { name: '坐席状态：接线' }).waitFor()
      const cookie = await sessionCookieOf(context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      await ringOverHttp(session.server.origin, cookie, { from: '13900001111', accountId })
      for (const tab of tabs) await tab.getByRole('button', { name: '电话：来电' }).waitFor()
      await callCentre(second).panel.getByRole('button', { name: '接听' }).click()
      for (const tab of tabs) await tab.getByRole('button', { name: '电话：通话中' }).waitFor()

      await first.close()
      await third.waitForTimeout(2000)
      for (const tab of [second, third]) {
        expect(await tab.getByRole('button', { name: '电话：通话中' }).isVisible()).toBe(true)
        expect(await tab.getByRole('button', { name: /^电话：/ }).count()).toBe(1)
      }
      // A reload shows the call again, its timer running on from the answer.
      await second.reload()
      await second.getByRole('button', { name: '电话：通话中' }).waitFor()
      await expect.poll(() => timerSeconds(second)).toBeGreaterThanOrEqual(2)

      // The hang-up in one tab reaches the other through the connection the remaining tabs hold now.
      await callCentre(third).widget.click()
      await callCentre(third).panel.getByRole('button', { name: '挂断', exact: true }).click()
      for (const tab of [second, third]) await tab.getByRole('button', { name: '电话：话后处理' }).waitFor()
      await callCentre(third).panel.getByRole('button', { name: '结束话后' }).click()
      for (const tab of [second, third]) await tab.getByRole('button', { name: '电话：在线' }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('takes agent01 out of ready within 35 s of their last tab closing, so no call rings for nobody', async () => {
    const { context, tabs } = await openSignedInTabs(session.browser, session.server.origin, {
      count: 2,
      hasSharedWorker: true,
    })
    const cookie = await sessionCookieOf(context)
    try {
      await goReady(tabs[0] as Page)
      expect((await ctiStateOverHttp(session.server.origin, cookie)).agent.systemState).toBe('READY')
      for (const tab of tabs) await tab.close()
      await expect
        .poll(async () => (await ctiStateOverHttp(session.server.origin, cookie)).agent, { timeout: 35_000 })
        .toMatchObject({ systemState: 'NOT_READY', systemReason: 'telephony.silence' })
      const { callId } = await ringOverHttp(session.server.origin, cookie, { from: '13900002222' })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const state = await ctiStateOverHttp(session.server.origin, cookie)
      expect(state.call?.callId).not.toBe(callId)
      expect(state.call).toBeNull()
    } finally {
      await context.close()
    }
  })
})
