/** The name tabs and the hub share: the BroadcastChannel of the hub's messages. */
export const PUSH_CHANNEL_NAME = 'portal-push'

/** The part of a BroadcastChannel (or a test's fake) the push core needs: post to the others, hear them. */
export type PushChannel = {
  post: (message: unknown) => void
  listen: (receive: (data: unknown) => void) => void
}

/**
 * A BroadcastChannel as a push channel.
 * @example const channel = toPushChannel(new BroadcastChannel(PUSH_CHANNEL_NAME))
 */
export const toPushChannel = (channel: BroadcastChannel): PushChannel => ({
  post: (message) => channel.postMessage(message),
  listen: (receive) => channel.addEventListener('message', (event) => receive(event.data)),
})
