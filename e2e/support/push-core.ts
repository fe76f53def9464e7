import type { Browser, Page } from 'playwright-core'
import { pushSocketCountRoute } from '@portal/contract'
import { PUSH_FRAME_EVENT } from '../../apps/web/src/lib/push/push-frame-event'
import { openContext } from './browser'
import { logInThroughForm } from './login-page'
import { shell } from './shell-page'

type PushFramesWindow = Window & { pushFrames?: { type: string }[] }

/**
 * Records, from now on, every frame the page's push client hands the page as its DOM event (whatever its type).
 * @example await recordPushFrames(page); ...; expect(await pushFramesOf(page)).toContainEqual({ type: 'NEWS', cursor: 3 })
 */
export const recordPushFrames = (page: Page) =>
  page.evaluate((eventName) => {
    const frames: unknown[] = []
    Object.assign(window, { pushFrames: frames })
    window.addEventListener(eventName, (event) => frames.push((event as CustomEvent).detail))
  }, PUSH_FRAME_EVENT)

/** The frames recorded in the page since recordPushFrames. */
export const pushFramesOf = (page: Page) => page.evaluate(() => (window as PushFramesWindow).pushFrames ?? [])

/** How many push sockets the server holds for the page's session (a demo-mode route). */
export const pushSocketCount = (page: Page): Promise<number> =>
  page.evaluate(async (path) => {
    const answer = await (await fetch(path)).json()
    return answer.data.sessionSockets as number
  }, pushSocketCountRoute.path)

/**
 * A fresh browser profile signed in as the account, with `count` tabs of the portal's home open. No wait for
 * `networkidle`: it never comes while a shared worker holds the push connection (see openContext).
 * @example const { context, tabs } = await openSignedInTabs(browser, origin, { count: 3, hasSharedWorker: true })
 */
export async function openSignedInTabs(
  browser: Browser,
  origin: string,
  { account = 'agent01', password = 'Agent@2026', count, hasSharedWorker }: SignedInTabsOptions,
) {
  const context = await openContext(browser, { viewport: { width: 1440, height: 900 } }, { hasSharedWorker })
  const first = await context.newPage()
  await first.goto(`${origin}/dzfront/portal/login`)
  await logInThroughForm(first, account, password)
  await shell(first).tabList.waitFor()
  const tabs = [first]
  while (tabs.length < count) {
    const tab = await context.newPage()
    await tab.goto(`${origin}/dzfront/portal/portal?tab=${tabs.length + 1}`)
    await shell(tab).tabList.waitFor()
    tabs.push(tab)
  }
  return { context, tabs }
}

type SignedInTabsOptions = { account?: string; password?: string; count: number; hasSharedWorker: boolean }
