import type { Page } from 'playwright-core'

/** One SIP message over a page's SIP WebSocket, when the test process saw it (Date.now()). */
export type SipFrame = { at: number; direction: 'sent' | 'received'; text: string }

/** A header's value in a SIP message ('' when absent). */
export const sipHeader = (text: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*?)\\r?$`, 'im').exec(text)?.[1] ?? ''

/**
 * Records every SIP message a page sends and receives over its WebSockets to `webSocketUrl` (kamailio), in
 * order; call it before the page's softphone connects. The list grows as the page talks.
 * @example const frames = recordSipFrames(page, sip.webSocketUrl); ...; frames.filter((f) => f.direction === 'sent')
 */
export function recordSipFrames(page: Page, webSocketUrl: string): SipFrame[] {
  const frames: SipFrame[] = []
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(webSocketUrl)) return
    socket.on('framesent', ({ payload }) =>
      frames.push({ at: Date.now(), direction: 'sent', text: String(payload) }),
    )
    socket.on('framereceived', ({ payload }) =>
      frames.push({ at: Date.now(), direction: 'received', text: String(payload) }),
    )
  })
  return frames
}
