import '../validation/validate-without-eval'
import { tabToHubSchema } from '@portal/contract'
import { PUSH_CHANNEL_NAME } from './push-channel'
import { createPushHub } from './push-hub'
import { openWebSocket } from './open-web-socket'

// The shared worker every tab of the portal connects to: it holds the browser's one push connection, hears tabs
// on their ports and tells them all on the push channel. It lives as long as one tab of the portal is open.
const channel = new BroadcastChannel(PUSH_CHANNEL_NAME)
const hub = createPushHub(openWebSocket, (message) => channel.postMessage(message))

const scope = globalThis as unknown as { onconnect: ((event: MessageEvent) => void) | null }
scope.onconnect = (event) => {
  for (const port of event.ports) {
    port.onmessage = (message: MessageEvent) => {
      const parsed = tabToHubSchema.safeParse(message.data)
      if (parsed.success) hub.receive(parsed.data)
    }
    port.start()
  }
}
