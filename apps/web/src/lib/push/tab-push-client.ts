import type { HubToTab, PushFrame, PushMessage, TabToHub } from '@portal/contract'
import { toPushMessage } from './push-socket'

/**
 * What listeners hear: a declared pushed message; RECONNECTED after the connection came back from a drop or a
 * hand-over (anything pushed meanwhile was lost, so catch up); CLOSED_BY_SERVER when the server shut it on
 * purpose without a message.
 */
export type PushEvent = PushMessage | { type: 'RECONNECTED' } | { type: 'CLOSED_BY_SERVER' }
export type PushListener = (event: PushEvent) => void

export type PushClient = {
  /** Listens to the browser's push connection, opening it if nobody listens yet; returns the way to stop. */
  subscribe: (listener: PushListener) => () => void
}

export type TabPushClient = PushClient & {
  /** What the hub said (already checked). */
  receive: (message: HubToTab) => void
  /** The page is hidden or frozen: it stops listening meanwhile. */
  suspend: () => void
  /** The page is back: it listens again, and catches up once the connection is confirmed open. */
  resume: () => void
}

/** Set on resume: matches no connection id, so the hub's next `opened` reads as a reconnection. */
const MISSED_FRAMES = ''

/**
 * A tab's side of the browser's push connection: it listens at the hub while it has listeners, hands them every
 * declared message, and hands every frame of any type to `announce` (the page's DOM event).
 * @example const tab = createTabPushClient({ tabId, tellHub: (message) => port.postMessage(message) })
 */
export const createTabPushClient = ({
  tabId,
  tellHub,
  announce = () => {},
}: {
  tabId: string
  tellHub: (message: TabToHub) => void
  announce?: (frame: PushFrame) => void
}): TabPushClient => {
  const listeners = new Set<PushListener>()
  let seenConnectionId: string | null = null
  let isSuspended = false

  const emit = (event: PushEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const handleFrame = (frame: PushFrame) => {
    announce(frame)
    const message = toPushMessage(frame)
    if (message) emit(message)
  }
  const handleOpened = (connectionId: string) => {
    if (seenConnectionId !== null && seenConnectionId !== connectionId) emit({ type: 'RECONNECTED' })
    seenConnectionId = connectionId
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener)
      if (listeners.size === 1) {
        seenConnectionId = null
        if (!isSuspended) tellHub({ kind: 'listen', tabId })
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        if (!isSuspended) tellHub({ kind: 'unlisten', tabId })
      }
    },
    receive: (message) => {
      if (listeners.size === 0 || isSuspended) return
      if (message.kind === 'opened') handleOpened(message.connectionId)
      if (message.kind === 'frame') handleFrame(message.frame)
      if (message.kind === 'closed-by-server') emit({ type: 'CLOSED_BY_SERVER' })
      if (message.kind === 'hub-ready') tellHub({ kind: 'listen', tabId })
    },
    suspend: () => {
      if (isSuspended) return
      isSuspended = true
      if (listeners.size > 0) tellHub({ kind: 'unlisten', tabId })
    },
    resume: () => {
      if (!isSuspended) return
      isSuspended = false
      if (listeners.size === 0) return
      seenConnectionId = MISSED_FRAMES
      tellHub({ kind: 'listen', tabId })
    },
  }
}
