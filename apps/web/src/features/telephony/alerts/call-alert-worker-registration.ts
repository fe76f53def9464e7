import workerUrl from './call-alert-worker.ts?worker&url'
import { CALL_ALERT_MESSAGES } from './call-alert-messages'

// Long enough for a worker that is running to answer, short enough that a ring's notification is not held up.
const CLIENT_ID_TIMEOUT_MS = 1000

let registering: Promise<ServiceWorkerRegistration | null> | undefined
let clientId: Promise<string | undefined> | undefined

const register = async () => {
  // No service workers on plain http other than localhost (nor in some private windows): the page's own
  // notification, without the 接听 action, stands in.
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return null
  try {
    // A hashed file among the built assets, cached for good like them; its default scope is that folder. The
    // development server serves the worker as a module.
    return await navigator.serviceWorker.register(workerUrl, {
      type: import.meta.env.DEV ? 'module' : 'classic',
    })
  } catch {
    return null
  }
}

/**
 * Registers the call alerts' service worker, once per page; the registration, or null when the browser has no
 * service workers for the portal. Its worker may still be installing: check `active` before using it.
 * @example void callAlertWorker() // when the page starts following calls, so the worker is ready for a ring
 */
export const callAlertWorker = () => (registering ??= register())

const askClientId = (worker: ServiceWorker) =>
  new Promise<string | undefined>((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(undefined), CLIENT_ID_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer)
      resolve(typeof event.data === 'string' ? event.data : undefined)
    }
    worker.postMessage({ type: CALL_ALERT_MESSAGES.askClientId }, [channel.port2])
  })

/**
 * This page's id among the worker's clients (a page cannot see its own), so a click on the notification it shows
 * comes back to it; undefined when the worker does not answer in time.
 * @example const id = await pageClientId(registration.active)
 */
export const pageClientId = (worker: ServiceWorker) => (clientId ??= askClientId(worker))
