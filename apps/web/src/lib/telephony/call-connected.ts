let isConnected = false

/**
 * Tells the page whether the agent is on a connected call (telephony follows its CTI state): other features read
 * it without knowing telephony, as the messages' "focus during calls" does.
 * @example setCallConnected(callPhase(call.callStatus) === 'active')
 */
export const setCallConnected = (value: boolean) => {
  isConnected = value
}

/**
 * Whether the agent is on a connected call in this page's view, at this moment.
 * @example if (focusDuringCalls && isCallConnected()) return
 */
export const isCallConnected = () => isConnected
