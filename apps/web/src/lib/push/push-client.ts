import { announcePushFrame } from './push-frame-event'
import { createPushHub } from './push-hub'
import type { OpenPushSocket } from './push-connection'
import { createTabPushClient, type PushClient } from './tab-push-client'

export type { OpenPushSocket, PushSocket, PushSocketHandlers } from './push-connection'
export type { PushClient, PushEvent, PushListener } from './tab-push-client'

/**
 * A push connection of this page alone, for a browser with neither shared workers nor Web Locks: the hub and the
 * tab in one page, so it behaves as the shared one does. One socket for every listener of the page: opened for
 * the first, closed after the last, reconnected with backoff when it drops; a session-ending message or a
 * deliberate close by the server shuts it for good (until the listeners come back, i.e. after a new login).
 * @example const stop = createPushClient(openWebSocket).subscribe((event) => console.log(event.type))
 */
export const createPushClient = (openSocket: OpenPushSocket): PushClient => {
  const hub = createPushHub(openSocket, (message) => tab.receive(message))
  const tab = createTabPushClient({ tabId: 'this-page', tellHub: hub.receive, announce: announcePushFrame })
  return { subscribe: tab.subscribe }
}
