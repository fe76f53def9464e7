import { subscribeToFailedCalls } from '../api/failed-call-events'
import { clientLog, type ClientLog } from './client-log'

const describeReason = (reason: unknown): string =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)

/**
 * Starts recording uncaught errors, unhandled rejections and failed calls into the client log (navigations are
 * recorded by the shell). Returns the function that stops it.
 * @example useEffect(() => captureClientLog(), [])
 */
export const captureClientLog = (log: ClientLog = clientLog, target: Window = window): (() => void) => {
  const handleError = (event: ErrorEvent) =>
    log.record({
      kind: 'error',
      message: event.message || describeReason(event.error),
      source: event.filename,
    })
  const handleRejection = (event: PromiseRejectionEvent) =>
    log.record({ kind: 'error', message: describeReason(event.reason), source: null })
  target.addEventListener('error', handleError)
  target.addEventListener('unhandledrejection', handleRejection)
  const stopCalls = subscribeToFailedCalls((call) => log.record({ kind: 'api', ...call }))
  return () => {
    target.removeEventListener('error', handleError)
    target.removeEventListener('unhandledrejection', handleRejection)
    stopCalls()
  }
}
