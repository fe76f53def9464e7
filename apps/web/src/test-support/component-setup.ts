import { cleanup, configure } from '@testing-library/react'
import message from 'antd/es/message'
import { afterAll, afterEach, vi } from 'vitest'
import { initI18n } from '@/lib/i18n/i18n'
import { zhCnBundle } from '@/lib/i18n/zh-cn-bundle'

// A find or waitFor ends as soon as what it waits for is there; on two busy cores (CI, with the browser suite's
// servers beside it) a page's first render after its stubbed fetch has taken longer than the default second.
configure({ asyncUtilTimeout: 5000 })

// Component tests read the portal's own texts (zh-CN, the default), as a person sees them.
initI18n('zh-CN', zhCnBundle.texts)

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

/** One turn of Node's event loop: React's scheduler queues its renders and effect flushes as such turns. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

// The test environment deletes the window after the file, but React's scheduler runs on Node's own timers, which
// outlive it: a commit caused by a late page timer (a toast closing in Ant Design's own root, which no cleanup
// unmounts) then flushes its effects with no window. So the page's timers end here first, and the work React had
// already queued drains while the window is still there. React renders in slices of 5 ms, each posted as a loop turn,
// so on a loaded machine a late commit takes many turns: at least 200 turns and 50 ms, whichever ends later (20 turns
// were once not enough in CI: "window is not defined" after the working desk's file).
const DRAIN_TURNS = 200
const DRAIN_MS = 50
// Toasts render in Ant Design's own root, which no cleanup unmounts, from a module the page loads on its first toast:
// loaded here already, a toast shows while its test runs rather than once the import resolves, perhaps after the file's
// window is gone ("window is not defined" from the survey and working-desk files, once each in CI); the file's last
// toasts are taken down before the window goes.
afterAll(async () => {
  message.destroy()
  await settle(0)
  await (window as unknown as { happyDOM: { abort: () => Promise<void> } }).happyDOM.abort()
  const until = Date.now() + DRAIN_MS
  for (let turn = 0; turn < DRAIN_TURNS || Date.now() < until; turn += 1) await nextTurn()
})
