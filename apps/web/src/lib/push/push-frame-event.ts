import type { PushFrame } from '@portal/contract'

/**
 * The DOM event every pushed frame, of whatever type, is also dispatched as on the page's window: code outside
 * this build (a browser test, a tool of a later domain) can follow the push without the client knowing its type.
 * @example window.addEventListener(PUSH_FRAME_EVENT, (event) => console.log((event as CustomEvent).detail.type))
 */
export const PUSH_FRAME_EVENT = 'portal-push-frame'

/**
 * Dispatches a frame as a PUSH_FRAME_EVENT on the window; where there is no window (a worker, a test in Node)
 * there is nobody to tell.
 * @example announcePushFrame({ type: 'NEWS', cursor: 7 })
 */
export const announcePushFrame = (frame: PushFrame) => {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(PUSH_FRAME_EVENT, { detail: frame }))
}
