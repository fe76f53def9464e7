import type { OpenPushSocket, PushSocketHandlers } from '../push-connection'

export type FakePushSocket = PushSocketHandlers & { isClosed: boolean }

/**
 * Sockets a test drives by hand: `open` records each one the push core opens; `latest` is the newest.
 * @example const sockets = fakePushSockets(); createPushHub(sockets.open, tell); sockets.latest().onOpen()
 */
export const fakePushSockets = () => {
  const all: FakePushSocket[] = []
  const open: OpenPushSocket = (handlers) => {
    const socket: FakePushSocket = { ...handlers, isClosed: false }
    all.push(socket)
    return { close: () => void (socket.isClosed = true) }
  }
  const latest = () => {
    const socket = all[all.length - 1]
    if (!socket) throw new Error('no socket was opened')
    return socket
  }
  const openOnes = () => all.filter((socket) => !socket.isClosed)
  return { all, open, latest, openOnes, push: (frame: object) => latest().onMessage(JSON.stringify(frame)) }
}
