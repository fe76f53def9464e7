import { isClientIdAsk } from './call-alert-messages'
import { handleRingNotificationClick, type WindowClients } from './ring-notification-click'

// The portal's service worker, for the ring's desktop notification and its 接听 action alone (a notification's
// actions need one). It caches nothing and has no fetch handler: pages and API calls never pass through it, and
// its scope (the built assets' folder, where no page lives) controls no page.

type NotificationClick = Event & {
  action: string
  notification: Notification
  waitUntil: (done: Promise<unknown>) => void
}
type ClientIdAsk = MessageEvent & { source: { id: string } | null }
type CallAlertWorkerScope = {
  clients: WindowClients
  skipWaiting: () => Promise<void>
  addEventListener: ((type: 'install', listener: () => void) => void) &
    ((type: 'message', listener: (event: ClientIdAsk) => void) => void) &
    ((type: 'notificationclick', listener: (event: NotificationClick) => void) => void)
}

const worker = globalThis as unknown as CallAlertWorkerScope

// A new build's worker takes over at once: it holds no state an old one's pages could depend on.
worker.addEventListener('install', () => void worker.skipWaiting())

worker.addEventListener('message', (event) => {
  if (isClientIdAsk(event.data) && event.source) event.ports[0]?.postMessage(event.source.id)
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(handleRingNotificationClick(event.action, event.notification.data, worker.clients))
})
