/**
 * What the desktop notification of a ring says, which ring it is (its tag), and its answer button's text, where
 * the browser shows one.
 */
export type CallNotificationContent = { tag: string; title: string; body: string; answerTitle: string }

/**
 * Shows the page's own desktop notification of a ringing call, if the browser allows it; a click brings the
 * portal's tab forward and runs `onClick`. The tag is the ring's, so the browser never stacks two for one ring.
 * Returns the way to close it (the ring ended), or nothing when none could be shown. No answer action: a
 * notification's actions need the service worker (`showWorkerCallNotification`); this one stands in without it.
 * @example const close = showCallNotification({ tag: ringId, title: '来电：张三', body: '号码 139****1111', answerTitle: '接听' }, focusAnswer)
 */
export const showCallNotification = (
  { tag, title, body }: CallNotificationContent,
  onClick: () => void,
): (() => void) | null => {
  if (typeof Notification !== 'function' || Notification.permission !== 'granted') return null
  try {
    const notification = new Notification(title, {
      tag,
      body,
      icon: '/favicon.ico',
      requireInteraction: true,
    })
    notification.onclick = () => {
      window.focus()
      onClick()
      notification.close()
    }
    return () => notification.close()
  } catch {
    // Some browsers (Chrome on Android) allow notifications only through a service worker.
    return null
  }
}

/** Whether the agent may not be looking at this page: it is hidden, or another window has the focus. */
export const isPageInBackground = () => document.visibilityState === 'hidden' || !document.hasFocus()

/**
 * Puts the focus on the ringing call's 接听 button (else on the call widget, when the phone panel is closed).
 * @example focusAnswerButton()
 */
export const focusAnswerButton = () => {
  const answer = document.querySelector<HTMLElement>('[data-call-action="answer"]')
  const widget = document.querySelector<HTMLElement>('.telephony-widget button')
  ;(answer ?? widget)?.focus()
}
