import { followPageLifecycle } from './follow-page-lifecycle'
import { openWebSocket } from './open-web-socket'
import { PUSH_CHANNEL_NAME, toPushChannel } from './push-channel'
import { announcePushFrame } from './push-frame-event'
import { electPushLeader, type PushLocks } from './push-leader'
import { createTabPushClient, type PushClient } from './tab-push-client'

/**
 * This tab's side of the push connection held by the elected tab (perhaps this one), for a browser without
 * shared workers; a hidden or frozen leader hands the connection on.
 * @example const client = connectViaElectedTab(tabId, navigator.locks)
 */
export const connectViaElectedTab = (tabId: string, locks: PushLocks): PushClient => {
  const tab = createTabPushClient({
    tabId,
    tellHub: (message) => leadership.tellHub(message),
    announce: announcePushFrame,
  })
  const leadership = electPushLeader({
    locks,
    channel: toPushChannel(new BroadcastChannel(PUSH_CHANNEL_NAME)),
    openSocket: openWebSocket,
    deliver: tab.receive,
  })
  followPageLifecycle(tab, { onSuspend: leadership.stepDown, onResume: leadership.stand })
  return tab
}
