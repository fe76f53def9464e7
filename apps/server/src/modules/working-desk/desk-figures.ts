import { AGENT_SYSTEM_STATES, type AgentSystemState, type DeskFigures } from '@portal/contract'

/** A span an agent spent in one system state; `to` is null for the state they are in now. */
export type StateInterval = { state: AgentSystemState; from: Date; to: Date | null }

/**
 * Whole seconds in each system state between `since` and `now`, every state listed (0 when unused), each span
 * clipped to that window.
 * @example secondsInState([{ state: 'READY', from: t0, to: null }], t0, t0plus60) // READY: 60, the rest 0
 */
export function secondsInState(
  intervals: readonly StateInterval[],
  since: Date,
  now: Date,
): DeskFigures['secondsInState'] {
  const totals = new Map<AgentSystemState, number>(AGENT_SYSTEM_STATES.map((state) => [state, 0]))
  for (const { state, from, to } of intervals) {
    const start = Math.max(from.getTime(), since.getTime())
    const end = Math.min((to ?? now).getTime(), now.getTime())
    if (end > start) totals.set(state, (totals.get(state) ?? 0) + (end - start) / 1000)
  }
  return AGENT_SYSTEM_STATES.map((state) => ({ state, seconds: Math.floor(totals.get(state) ?? 0) }))
}

/**
 * The average handling time of the calls handled, in whole seconds rounded up (0 with none).
 * @example averageHandlingSeconds({ handled: 2, seconds: 61 }) // 31
 */
export const averageHandlingSeconds = ({ handled, seconds }: { handled: number; seconds: number }): number =>
  handled > 0 ? Math.ceil(seconds / handled) : 0
