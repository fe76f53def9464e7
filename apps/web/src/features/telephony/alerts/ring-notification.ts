import { focusAnswerButton, showCallNotification, type CallNotificationContent } from './call-notification'

// Loaded at the first ring: the worker's part is no part of the page's first load.
const showThroughWorker = (content: CallNotificationContent) =>
  import('./worker-call-notification')
    .then(({ showWorkerCallNotification }) => showWorkerCallNotification(content))
    .catch(() => null)

/**
 * Shows the ring's desktop notification: through the service worker, with its 接听 action, where the browser has
 * one for the portal; else the page's own, whose click brings the tab forward with the focus on 接听. Returns the
 * way to close it, which also closes one still on its way. It closes with the page as well: the worker's would
 * outlive the page, and no other tab alerts a ring one has claimed.
 * @example const close = showRingNotification({ tag: ringId, title: '来电：张三', body: '号码 139****1111', answerTitle: '接听' })
 */
export const showRingNotification = (content: CallNotificationContent): (() => void) => {
  let close: (() => void) | null = null
  let isClosed = false
  const handleClose = () => {
    isClosed = true
    window.removeEventListener('pagehide', handleClose)
    close?.()
  }
  window.addEventListener('pagehide', handleClose)
  void showThroughWorker(content).then((closeShown) => {
    close = closeShown ?? (isClosed ? null : showCallNotification(content, focusAnswerButton))
    if (isClosed) close?.()
  })
  return handleClose
}
