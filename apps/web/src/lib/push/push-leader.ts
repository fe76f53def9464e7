import { hubToTabSchema, tabToHubSchema, type HubToTab, type TabToHub } from '@portal/contract'
import type { PushChannel } from './push-channel'
import type { OpenPushSocket } from './push-connection'
import { createPushHub, type PushHub } from './push-hub'

/** The part of `navigator.locks` the election needs. */
export type PushLocks = { request: (name: string, callback: () => Promise<void>) => Promise<unknown> }

export type PushLeadership = {
  /** What this tab tells the hub: its own when it leads, else the leader's over the channel. */
  tellHub: (message: TabToHub) => void
  /** Gives the lead up (the page is hidden or frozen): the next tab in line takes the connection over. */
  stepDown: () => void
  /** Stands for the lead again (the page is back). */
  stand: () => void
}

const LEADER_LOCK = 'portal-push-leader'

/**
 * One push connection per browser without a shared worker: the tab holding the Web Lock is the leader and holds
 * the hub, telling the others over the channel. When it closes, its lock passes to the next tab in line, whose new
 * hub asks the listening tabs to say so again and opens a fresh socket; the tabs see a new connection id and catch
 * up (RECONNECTED).
 * @example const leadership = electPushLeader({ locks: navigator.locks, channel, openSocket, deliver: tab.receive })
 */
export const electPushLeader = ({
  locks,
  channel,
  openSocket,
  deliver,
}: {
  locks: PushLocks
  channel: PushChannel
  openSocket: OpenPushSocket
  /** Hands a hub message to this tab. */
  deliver: (message: HubToTab) => void
}): PushLeadership => {
  let hub: PushHub | null = null
  let resign: (() => void) | null = null
  let isStanding = false

  const tellTabs = (message: HubToTab) => {
    channel.post(message)
    deliver(message)
  }
  channel.listen((data) => {
    const forHub = tabToHubSchema.safeParse(data)
    if (forHub.success) hub?.receive(forHub.data)
    const forTab = hubToTabSchema.safeParse(data)
    if (forTab.success) deliver(forTab.data)
  })

  // One place in the lock's queue per tab: a tab hidden and shown again while waiting keeps the place it has.
  let isQueued = false
  const lead = () =>
    new Promise<void>((release) => {
      isQueued = false
      if (!isStanding) return release()
      const ownHub = createPushHub(openSocket, tellTabs)
      hub = ownHub
      resign = () => {
        ownHub.close()
        hub = null
        release()
      }
      tellTabs({ kind: 'hub-ready' })
    })
  const stand = () => {
    if (isStanding) return
    isStanding = true
    if (isQueued) return
    isQueued = true
    void locks.request(LEADER_LOCK, lead)
  }
  stand()

  return {
    tellHub: (message) => (hub ? hub.receive(message) : channel.post(message)),
    stepDown: () => {
      isStanding = false
      resign?.()
      resign = null
    },
    stand,
  }
}
