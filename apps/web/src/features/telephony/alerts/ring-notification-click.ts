import { DEFAULT_ROUTE_PATH, PORTAL_BASE_PATH } from '@portal/contract'
import {
  ANSWER_ACTION,
  CALL_ALERT_MESSAGES,
  ringNotificationDataOf,
  type RingMessage,
} from './call-alert-messages'

/** The part of a window client the click needs (the worker's `WindowClient`). */
export type PortalWindow = {
  id: string
  url: string
  focus: () => Promise<unknown>
  postMessage: (message: RingMessage) => void
}

/** The part of the worker's `clients` the click needs. */
export type WindowClients = {
  matchAll: (options: { type: 'window'; includeUncontrolled: true }) => Promise<readonly PortalWindow[]>
  openWindow: (url: string) => Promise<unknown>
}

const isPortalPage = (url: string) => new URL(url).pathname.startsWith(`${PORTAL_BASE_PATH}/`)

/**
 * The agent clicked a ring's notification (`action` is its button's, '' for its body): brings forward the portal's
 * tab that showed it (else another of the portal's tabs) and asks it to answer the ring (接听) or just to show it.
 * The page answers only if that ring is still its agent's ringing call. With no tab of the portal open, opens one.
 * @example event.waitUntil(handleRingNotificationClick(event.action, event.notification.data, self.clients))
 */
export const handleRingNotificationClick = async (action: string, data: unknown, clients: WindowClients) => {
  const ring = ringNotificationDataOf(data)
  // Every tab of the portal, whether or not this worker controls it (it controls none).
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) =>
    isPortalPage(client.url),
  )
  const target = windows.find((client) => client.id === ring?.clientId) ?? windows[0]
  if (!target) {
    await clients.openWindow(DEFAULT_ROUTE_PATH)
    return
  }
  // The browser may refuse the focus (the click's leave to focus a window has run out): the ring is still answered.
  await target.focus().catch(() => undefined)
  if (!ring) return
  const type = action === ANSWER_ACTION ? CALL_ALERT_MESSAGES.answer : CALL_ALERT_MESSAGES.show
  target.postMessage({ type, ringId: ring.ringId })
}
