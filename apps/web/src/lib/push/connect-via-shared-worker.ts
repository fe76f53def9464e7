import { hubToTabSchema } from '@portal/contract'
import { followPageLifecycle } from './follow-page-lifecycle'
import { PUSH_CHANNEL_NAME, toPushChannel } from './push-channel'
import { announcePushFrame } from './push-frame-event'
import { createTabPushClient, type PushClient } from './tab-push-client'

/**
 * This tab's side of the push connection held by the portal's shared worker: it speaks on its port, and hears
 * the worker on the push channel.
 * @example const client = connectViaSharedWorker(tabId)
 */
export const connectViaSharedWorker = (tabId: string): PushClient => {
  const worker = new SharedWorker(new URL('./push-worker.ts', import.meta.url), {
    type: 'module',
    name: 'portal-push',
  })
  const tab = createTabPushClient({
    tabId,
    tellHub: (message) => worker.port.postMessage(message),
    announce: announcePushFrame,
  })
  toPushChannel(new BroadcastChannel(PUSH_CHANNEL_NAME)).listen((data) => {
    const parsed = hubToTabSchema.safeParse(data)
    if (parsed.success) tab.receive(parsed.data)
  })
  worker.port.start()
  followPageLifecycle(tab)
  return tab
}
