import type { Page } from 'playwright-core'

/**
 * Resolves when the page's softphone is registered: kamailio answered its REGISTER with 200 over the SIP
 * WebSocket at `webSocketUrl` (read from the frames the page receives). Call it before the page connects.
 * @example const registered = sipRegistration(page, sip.webSocketUrl); await goReady(page); await registered
 */
export function sipRegistration(page: Page, webSocketUrl: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the softphone did not register with kamailio')),
      timeoutMs,
    )
    page.on('websocket', (socket) => {
      if (!socket.url().startsWith(webSocketUrl)) return
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload)
        if (text.startsWith('SIP/2.0 200') && /^CSeq: \d+ REGISTER/m.test(text)) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
  })
}
