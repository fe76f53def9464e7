import { prepareCallAlertWorker } from './prepare-call-alert-worker'

/** The part of the Notification API the ask needs. */
export type NotificationPermissionApi = Pick<typeof Notification, 'permission' | 'requestPermission'>

const ASKED_KEY = 'portal.call-alert.permissionAsked'

/**
 * Asks, once per browser, whether the portal may show desktop notifications of ringing calls: from the agent's
 * gesture of signing in to the call centre (a browser refuses, or holds against the site, an ask on page load).
 * An answer given, or an ask dismissed, is never asked again.
 * @example askNotificationPermissionOnce() // inside the click that signs the agent in
 */
export const askNotificationPermissionOnce = (
  api: NotificationPermissionApi | undefined = globalThis.Notification,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
) => {
  try {
    if (!api || api.permission !== 'default' || storage.getItem(ASKED_KEY)) return
    storage.setItem(ASKED_KEY, new Date().toISOString())
    void api
      .requestPermission()
      // Ready for the first ring of this page, not only of the next one.
      .then((permission) => permission === 'granted' && prepareCallAlertWorker())
      .catch(() => undefined)
  } catch {
    // Storage refused (a sandboxed frame): no ask rather than one on every sign-in.
  }
}
