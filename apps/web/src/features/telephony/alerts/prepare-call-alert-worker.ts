/**
 * Registers the call alerts' service worker ahead of the first ring, when the portal may show notifications at
 * all: its code (and the worker's) loads only then, never with every agent's first page.
 * @example useEffect(() => { if (desktopNotifications) prepareCallAlertWorker() }, [desktopNotifications])
 */
export const prepareCallAlertWorker = () => {
  if (typeof Notification !== 'function' || Notification.permission !== 'granted') return
  void import('./call-alert-worker-registration')
    .then(({ callAlertWorker }) => callAlertWorker())
    .catch(() => undefined)
}
