/**
 * Whole seconds left until a moment, rounded up so the last second still shows as 1; never below 0.
 * @example secondsUntil(61_000, 1_500) // 60
 */
export const secondsUntil = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000))

/** What a send-code button shows (spec §4): idle, counting down the seconds, then "get again". */
export type SendCodeState = { kind: 'idle' } | { kind: 'counting'; seconds: number } | { kind: 'again' }

/**
 * The state of a send-code button from whether a code was sent and how long the countdown still runs.
 * @example toSendCodeState(true, 42) // { kind: 'counting', seconds: 42 }
 */
export const toSendCodeState = (hasSent: boolean, secondsLeft: number): SendCodeState => {
  if (!hasSent) return { kind: 'idle' }
  return secondsLeft > 0 ? { kind: 'counting', seconds: secondsLeft } : { kind: 'again' }
}
