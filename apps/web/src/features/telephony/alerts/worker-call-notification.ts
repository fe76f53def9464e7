import { ANSWER_ACTION, type RingNotificationData } from './call-alert-messages'
import { callAlertWorker, pageClientId } from './call-alert-worker-registration'
import type { CallNotificationContent } from './call-notification'

// The DOM types of this TypeScript know no notification actions yet.
type NotificationWithActions = NotificationOptions & { actions: { action: string; title: string }[] }

/**
 * Shows the ring's notification through the call alerts' service worker, with its 接听 action, which the worker
 * hands back to this page. Resolves to the way to close it, or null when the worker cannot show it (none active,
 * no permission): the caller then shows the page's own.
 * @example const close = await showWorkerCallNotification({ tag: ringId, title, body, answerTitle: '接听' })
 */
export const showWorkerCallNotification = async ({
  tag,
  title,
  body,
  answerTitle,
}: CallNotificationContent): Promise<(() => void) | null> => {
  const registration = await callAlertWorker()
  const worker = registration?.active
  if (!registration || !worker) return null
  const data: RingNotificationData = { ringId: tag, clientId: await pageClientId(worker) }
  const options: NotificationWithActions = {
    tag,
    body,
    icon: '/favicon.ico',
    requireInteraction: true,
    actions: [{ action: ANSWER_ACTION, title: answerTitle }],
    data,
  }
  try {
    await registration.showNotification(title, options)
  } catch {
    return null
  }
  return () => {
    void registration
      .getNotifications({ tag })
      .then((shown) => shown.forEach((notification) => notification.close()))
      .catch(() => undefined)
  }
}
