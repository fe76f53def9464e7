import type { ApiError } from './api-error'

type ApiErrorListener = (error: ApiError) => void

const listeners = new Set<ApiErrorListener>()

/**
 * Hears every non-OK answer of any call, e.g. to show the forced-offline dialog wherever a REMOTE_LOGIN comes
 * from. Returns the function that stops listening.
 * @example useEffect(() => subscribeToApiErrors((error) => console.log(error.code)), [])
 */
export const subscribeToApiErrors = (listener: ApiErrorListener): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tells every listener about a non-OK answer; a failing listener never breaks the call that answered. */
export const publishApiError = (error: ApiError): void => {
  for (const listener of listeners) {
    try {
      listener(error)
    } catch (listenerError) {
      console.error(listenerError)
    }
  }
}
