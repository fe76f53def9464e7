import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { initI18n } from '@/lib/i18n/i18n'

// Component tests read the portal's own texts (zh-CN, the default), as a person sees them.
initI18n('zh-CN')

/** A socket that never connects: component tests reach no server, so the push connection simply stays quiet. */
class QuietWebSocket extends EventTarget {
  readonly readyState = 0
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  send() {}
  close() {}
}
vi.stubGlobal('WebSocket', QuietWebSocket)

/** Lets work already queued (React's scheduler, a component's timer) run while the page still exists. */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterEach(async () => {
  cleanup()
  sessionStorage.clear()
  await settle(0)
})

// The test environment tears the window down after the file: nothing queued may run after that.
afterAll(() => settle(100))
