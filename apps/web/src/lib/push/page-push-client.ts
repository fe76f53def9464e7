import { createPushClient } from './push-client'
import { toPushSocketUrl } from './push-socket'

/**
 * The page's one push socket on this page's host. Every feature listens through it (see usePushEvents), so a
 * page never opens a second one.
 * @example const stop = pagePushClient.subscribe((event) => console.log(event.type))
 */
export const pagePushClient = createPushClient(({ onOpen, onMessage, onClose }) => {
  const socket = new WebSocket(toPushSocketUrl(window.location))
  socket.onopen = () => onOpen()
  socket.onmessage = (event: MessageEvent) => onMessage(event.data)
  socket.onclose = (event: CloseEvent) => onClose(event.code)
  return { close: () => socket.close() }
})
