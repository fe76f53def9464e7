/** A call that failed: the route's path template (never a query string), and its code and status if answered. */
export type FailedCall = { method: string; path: string; code: number | null; status: number | null }

type FailedCallListener = (call: FailedCall) => void

const listeners = new Set<FailedCallListener>()

/**
 * Hears every failed call (non-OK answer, unreadable answer or no answer), e.g. for the client log.
 * @example useEffect(() => subscribeToFailedCalls((call) => console.log(call.path)), [])
 */
export const subscribeToFailedCalls = (listener: FailedCallListener): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tells every listener about a failed call; a failing listener never breaks the call. */
export const publishFailedCall = (call: FailedCall): void => {
  for (const listener of listeners) {
    try {
      listener(call)
    } catch (error) {
      console.error(error)
    }
  }
}
