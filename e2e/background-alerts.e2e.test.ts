import { beforeEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Page, Worker } from 'playwright-core'
import { updateMemberPreferencesRoute, type MemberPreferences } from '@portal/contract'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import { openContext } from './support/browser'
import {
  answerFromPanel,
  apiOverHttp,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInThroughForm } from './support/login-page'
import { publishAnnouncement } from './support/news-page'
import { bellCount, logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

type Shown = { title: string; tag: string | undefined }

/** The portal's own tab title (never the ringing one) starts with the page name, e.g. "首页 - ...". */
const RINGING_TITLE = /^📞 来电 /

/**
 * A browser profile whose Notification API is a recorder (permission granted): every notification any of its
 * tabs shows lands in `shown`, here in the test. It has no service workers (as on plain http from a LAN address),
 * so the page shows its own notification. Every tab also says it does not have the focus, as tabs behind another
 * window do.
 */
async function openRecordingContext(hasSharedWorker: boolean) {
  const context = await openContext(
    browser(),
    { viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' },
    { hasSharedWorker },
  )
  const shown: Shown[] = []
  await context.exposeBinding('recordNotification', (_source, title: string, tag: string | undefined) =>
    shown.push({ title, tag }),
  )
  await context.addInitScript(() => {
    const record = (window as unknown as { recordNotification: (title: string, tag?: string) => void })
      .recordNotification
    class RecordedNotification {
      static readonly permission = 'granted'
      static requestPermission = async () => 'granted'
      onclick: (() => void) | null = null
      constructor(title: string, options?: NotificationOptions) {
        record(title, options?.tag)
        // Kept on the page, so the test can click it as the agent would.
        Object.assign(window, { shownNotification: this })
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true })
    Document.prototype.hasFocus = () => false
  })
  return { context, shown }
}

const browser = () => session.browser

/** `count` tabs of the portal in one profile, signed in as agent01 through the first. */
async function openTabs(context: BrowserContext, count: number) {
  const origin = session.server.origin
  const first = await context.newPage()
  await first.goto(`${origin}/dzfront/portal/login`)
  await logInThroughForm(first, 'agent01', 'Agent@2026')
  await shell(first).tabList.waitFor()
  const tabs = [first]
  while (tabs.length < count) {
    const tab = await context.newPage()
    await tab.goto(`${origin}/dzfront/portal/portal?tab=${tabs.length + 1}`)
    await shell(tab).tabList.waitFor()
    tabs.push(tab)
  }
  return tabs
}

const setPreferences = async (change: Partial<MemberPreferences>) => {
  const cookie = await loginOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  await apiOverHttp(session.server.origin, cookie, 'PUT', updateMemberPreferencesRoute.path, change)
}

// Each test starts with agent01 free, whatever the one before left behind.
beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

describe('a call ringing while the portal is in the background', () => {
  it.each([true, false])(
    'shows exactly one desktop notification across three tabs and flashes their titles, without service workers (shared worker: %s)',
    async (hasSharedWorker) => {
      await setPreferences({ desktopNotifications: true, focusDuringCalls: false })
      const { context, shown } = await openRecordingContext(hasSharedWorker)
      try {
        const tabs = await openTabs(context, 3)
        const [first] = tabs as [Page]
        await goReady(first)
        for (const tab of tabs) await tab.getByRole('button', { name: '坐席状态：接线' }).waitFor()
        const before = await Promise.all(tabs.map((tab) => tab.title()))
        const cookie = await sessionCookieOf(context)
        const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
        const { callId } = await ringOverHttp(session.server.origin, cookie, {
          from: '13900002222',
          accountId,
        })
        for (const tab of tabs) await tab.getByRole('button', { name: '电话：来电' }).waitFor()

        // Every tab's title flashes: the ringing title, then its own again.
        for (const tab of tabs) {
          await expect.poll(() => tab.title()).toMatch(RINGING_TITLE)
          await expect.poll(() => tab.title()).not.toMatch(RINGING_TITLE)
        }
        await expect.poll(() => shown.length).toBe(1)
        // Give any second tab ample time to show its own before counting.
        await first.waitForTimeout(2500)
        expect(shown).toHaveLength(1)
        expect(shown[0]?.title).toContain('来电')
        expect(shown[0]?.tag).toMatch(new RegExp(`^${callId}@`))

        // A click on it brings its tab forward with the focus on 接听.
        const clickNotification = () => {
          const { shownNotification } = window as unknown as { shownNotification?: { onclick: () => void } }
          shownNotification?.onclick()
          return shownNotification !== undefined
        }
        const clicked = await Promise.all(tabs.map((tab) => tab.evaluate(clickNotification)))
        const owner = tabs[clicked.indexOf(true)] as Page
        await expect.poll(() => owner.evaluate(() => document.activeElement?.textContent)).toBe('接听')

        // The caller hangs up: the flashing stops and each title is what it was.
        await apiOverHttp(
          session.server.origin,
          cookie,
          'POST',
          `/api/v1/demo/call-simulator/${callId}/hangup`,
        )
        for (const tab of tabs) await tab.getByRole('button', { name: /^电话：(?!来电)/ }).waitFor()
        await first.waitForTimeout(1500)
        expect(await Promise.all(tabs.map((tab) => tab.title()))).toEqual(before)
        expect(shown).toHaveLength(1)
      } finally {
        await context.close()
      }
    },
    // Three tabs signed in, a ring, and its end: longer than one page's flow on a busy machine.
    90_000,
  )
})

/** A notification as the service worker's registration lists it. */
type ShownByWorker = {
  title: string
  tag: string
  actions: { action: string; title: string }[]
  data: unknown
}

/** The portal's call alerts' service worker in this browser profile, once a page has registered it. */
async function callAlertWorker(context: BrowserContext): Promise<Worker> {
  const isCallAlertWorker = (worker: Worker) => worker.url().includes('/call-alert-worker')
  return (
    context.serviceWorkers().find(isCallAlertWorker) ??
    (await context.waitForEvent('serviceworker', { predicate: isCallAlertWorker }))
  )
}

/** The notifications the worker's registration shows now, across every tab of the profile. */
const notificationsOf = (worker: Worker) =>
  worker.evaluate(async () => {
    const { registration } = globalThis as unknown as { registration: ServiceWorkerRegistration }
    const shown = await registration.getNotifications()
    return shown.map(({ title, tag, data, actions }: Notification & { actions?: unknown }) => ({
      title,
      tag,
      data: data as unknown,
      actions: actions as ShownByWorker['actions'],
    }))
  })

/**
 * The agent clicks the shown notification's button `action` ('' for its body). Headless Chromium has no desktop
 * to click, so the worker's own listener gets the event the browser would send: its real notification, the
 * action, and `waitUntil`, awaited here.
 */
const clickNotification = (worker: Worker, action: string) =>
  worker.evaluate(async (action) => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration } & EventTarget
    const [notification] = await scope.registration.getNotifications()
    const pending: Promise<unknown>[] = []
    const event = Object.assign(new Event('notificationclick'), {
      notification,
      action,
      waitUntil: (done: Promise<unknown>) => pending.push(done),
    })
    scope.dispatchEvent(event)
    await Promise.all(pending)
    return pending.length
  }, action)

describe('the desktop notification through the service worker', () => {
  it('offers 接听, once across two tabs, and its click answers the ringing call', async () => {
    await setPreferences({ desktopNotifications: true, focusDuringCalls: false })
    const context = await openContext(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await context.grantPermissions(['notifications'], { origin: session.server.origin })
      // Both tabs sit behind another window.
      await context.addInitScript(() => {
        Document.prototype.hasFocus = () => false
      })
      const tabs = await openTabs(context, 2)
      const [first] = tabs as [Page]
      const worker = await callAlertWorker(context)
      await goReady(first)
      for (const tab of tabs) await tab.getByRole('button', { name: '坐席状态：接线' }).waitFor()
      const cookie = await sessionCookieOf(context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      const { callId } = await ringOverHttp(session.server.origin, cookie, { from: '13900004444', accountId })
      for (const tab of tabs) await tab.getByRole('button', { name: '电话：来电' }).waitFor()

      await expect.poll(() => notificationsOf(worker).then((shown) => shown.length)).toBe(1)
      // Give the second tab ample time to show its own before counting.
      await first.waitForTimeout(2500)
      const [shown, ...more] = await notificationsOf(worker)
      expect(more).toEqual([])
      expect(shown?.title).toContain('来电')
      expect(shown?.tag).toMatch(new RegExp(`^${callId}@`))
      // The phone panel's own word, and nothing in the data but the ring and the page that showed it.
      expect(shown?.actions.map(({ action, title }) => ({ action, title }))).toEqual([
        { action: 'answer', title: '接听' },
      ])
      expect(Object.keys(shown?.data as object).sort()).toEqual(['clientId', 'ringId'])
      expect((shown?.data as { ringId: string }).ringId).toBe(shown?.tag)

      expect(await clickNotification(worker, 'answer')).toBe(1)
      for (const tab of tabs) await tab.getByRole('button', { name: '电话：通话中' }).waitFor()
      const { call } = await ctiStateOverHttp(session.server.origin, cookie)
      expect(call?.callId).toBe(callId)
      expect(call?.callStatus).not.toBe('INBOUND_WAITING_FOR_ANSWER')
      expect(call?.answeredAt).toBeTruthy()
      // The ring is over: its notification is gone.
      await expect.poll(() => notificationsOf(worker).then((list) => list.length)).toBe(0)
    } finally {
      await context.close()
    }
  }, 90_000)
})

describe('focus during calls', () => {
  it('keeps a message arriving during a connected call out of popups, but in the bell', async () => {
    await setPreferences({ focusDuringCalls: true })
    const { context } = await openRecordingContext(false)
    const admin = await logInToShell(browser(), session.server.origin, 'admin@demo.com', 'Admin@2026')
    try {
      const [agent] = (await openTabs(context, 1)) as [Page]
      const popups = agent.locator('.ant-notification')
      await goReady(agent)
      const cookie = await sessionCookieOf(context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      const { callId } = await ringOverHttp(session.server.origin, cookie, { from: '13900003333', accountId })
      await answerFromPanel(agent)
      await expect.poll(() => bellCount(agent)).toBeGreaterThan(0)
      const unread = await bellCount(agent)

      const duringCall = `通话中的公告 ${Date.now()}`
      await publishAnnouncement(admin.page, { title: duringCall, content: '<p>通话中到达。</p>' })
      await expect.poll(() => bellCount(agent)).toBe(unread + 1)
      // The popups come 500 ms apart once the arrival is known: wait past them.
      await agent.waitForTimeout(1500)
      expect(await popups.getByText(duringCall).count()).toBe(0)

      // Once the call is over, messages pop up again.
      await apiOverHttp(session.server.origin, cookie, 'POST', `/api/v1/speech/call/${callId}/hangup`)
      await agent.getByRole('button', { name: '电话：话后处理' }).waitFor()
      const afterCall = `通话后的公告 ${Date.now()}`
      await publishAnnouncement(admin.page, { title: afterCall, content: '<p>通话后到达。</p>' })
      await popups.getByText(afterCall).waitFor()
    } finally {
      await admin.context.close()
      await context.close()
    }
  }, 90_000)
})
