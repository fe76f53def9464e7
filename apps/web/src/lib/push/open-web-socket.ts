import type { OpenPushSocket } from './push-connection'
import { toPushSocketUrl } from './push-socket'

/**
 * A real push socket on this origin (a page's or a worker's): the session cookie goes along by itself.
 * @example createPushConnection(openWebSocket, events)
 */
export const openWebSocket: OpenPushSocket = ({ onOpen, onMessage, onClose }) => {
  const socket = new WebSocket(toPushSocketUrl(globalThis.location))
  socket.onopen = () => onOpen()
  socket.onmessage = (event: MessageEvent) => onMessage(event.data)
  socket.onclose = (event: CloseEvent) => onClose(event.code)
  return { close: () => socket.close() }
}
