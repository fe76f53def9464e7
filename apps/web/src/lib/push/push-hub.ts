import type { HubToTab, TabToHub } from '@portal/contract'
import { createPushConnection, type OpenPushSocket } from './push-connection'

export type PushHub = {
  /** What a tab said (already checked). */
  receive: (message: TabToHub) => void
  close: () => void
}

/** Tells tabs apart from one socket to the next; not a secret (and crypto.randomUUID needs https). */
const newConnectionId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * The browser's one push connection, held for every tab (in the shared worker, or in the leader tab): open while
 * at least one tab listens, and every frame, open and deliberate close told to all tabs.
 * @example const hub = createPushHub(openWebSocket, (message) => channel.postMessage(message))
 */
export const createPushHub = (openSocket: OpenPushSocket, tellTabs: (message: HubToTab) => void): PushHub => {
  const listeningTabs = new Set<string>()
  let connectionId: string | null = null
  const connection = createPushConnection(openSocket, {
    onOpen: () => {
      connectionId = newConnectionId()
      tellTabs({ kind: 'opened', connectionId })
    },
    onDrop: () => (connectionId = null),
    onFrame: (frame) => tellTabs({ kind: 'frame', frame }),
    onClosedByServer: () => tellTabs({ kind: 'closed-by-server' }),
  })
  const stop = () => {
    connection.stop()
    connectionId = null
  }

  return {
    receive: (message) => {
      if (message.kind === 'unlisten') {
        listeningTabs.delete(message.tabId)
        if (listeningTabs.size === 0) stop()
        return
      }
      listeningTabs.add(message.tabId)
      // A tab that starts listening (a page signed in, perhaps anew) restarts a connection the server ended.
      if (!connection.isRunning()) {
        connectionId = null
        connection.start()
      } else if (connectionId) {
        tellTabs({ kind: 'opened', connectionId })
      }
    },
    close: () => {
      listeningTabs.clear()
      stop()
    },
  }
}
