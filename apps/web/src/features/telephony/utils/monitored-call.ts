import type { CtiState } from '@portal/contract'

/**
 * The call the supervisor is on as a listener or joined party, or null (their own calls are not monitoring).
 * @example monitoredCall(state)?.joining
 */
export const monitoredCall = (state: CtiState | undefined) =>
  state?.call && (state.call.listening || state.call.joining) ? state.call : null
