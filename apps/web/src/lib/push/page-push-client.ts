import { connectViaElectedTab } from './connect-via-elected-tab'
import { connectViaSharedWorker } from './connect-via-shared-worker'
import { openWebSocket } from './open-web-socket'
import { createPushClient, type PushClient } from './push-client'

const newTabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** One push connection per browser: a shared worker's, else an elected tab's, else (neither) this page's own. */
const connectThisPage = (): PushClient => {
  const hasChannel = typeof BroadcastChannel === 'function'
  if (hasChannel && typeof SharedWorker === 'function') return connectViaSharedWorker(newTabId())
  // Web Locks exist only in secure contexts (a LAN address over plain http has none; some DOMs set it to null).
  if (hasChannel && navigator.locks) return connectViaElectedTab(newTabId(), navigator.locks)
  return createPushClient(openWebSocket)
}

let connected: PushClient | null = null

/**
 * The page's way to the browser's one push connection, set up at the first listener. Every feature listens
 * through it (see usePushEvents), so neither a page nor a tab ever opens a second one.
 * @example const stop = pagePushClient.subscribe((event) => console.log(event.type))
 */
export const pagePushClient: PushClient = {
  subscribe: (listener) => (connected ??= connectThisPage()).subscribe(listener),
}
