import { AGENT_SYSTEM_STATES, type AgentSystemState, type DeskFigures } from '@portal/contract'

/** A span an agent spent in one system state; `to` is null for the state they are in now. */
export type StateInterval = { state: AgentSystemState; from: Date; to: Date | null }

/** A call's talk, from its answer to its end; `to` is null while it goes on. */
export type TalkInterval = { from: Date; to: Date | null }

/** Milliseconds of [from, to) within [since, now) and outside every talk span (talks do not overlap: one call at a time). */
const msOutsideTalks = (from: number, to: number, talks: readonly [number, number][]) =>
  talks.reduce(
    (left, [talkFrom, talkTo]) => left - Math.max(0, Math.min(to, talkTo) - Math.max(from, talkFrom)),
    to - from,
  )

const clip = (from: Date, to: Date | null, since: Date, now: Date): [number, number] => [
  Math.max(from.getTime(), since.getTime()),
  Math.min((to ?? now).getTime(), now.getTime()),
]

/**
 * Whole seconds in each system state between `since` and `now`, every state listed (0 when unused), each span
 * clipped to that window. Time on a call is talk, not the state the agent was in meanwhile (an agent stays READY
 * through a call): it is left out of the states and counted by `talkSeconds`.
 * @example secondsInState([{ state: 'READY', from: t0, to: null }], t0, t0plus60) // READY: 60, the rest 0
 */
export function secondsInState(
  intervals: readonly StateInterval[],
  since: Date,
  now: Date,
  talks: readonly TalkInterval[] = [],
): DeskFigures['secondsInState'] {
  const talkSpans = talks.map(({ from, to }) => clip(from, to, since, now))
  const totals = new Map<AgentSystemState, number>(AGENT_SYSTEM_STATES.map((state) => [state, 0]))
  for (const { state, from, to } of intervals) {
    const [start, end] = clip(from, to, since, now)
    if (end > start)
      totals.set(state, (totals.get(state) ?? 0) + msOutsideTalks(start, end, talkSpans) / 1000)
  }
  return AGENT_SYSTEM_STATES.map((state) => ({ state, seconds: Math.floor(totals.get(state) ?? 0) }))
}

/**
 * Whole seconds on calls between `since` and `now`, the call going on up to now.
 * @example talkSeconds([{ from: t0, to: t0plus90 }], t0, later) // 90
 */
export const talkSeconds = (talks: readonly TalkInterval[], since: Date, now: Date): number =>
  Math.floor(
    talks.reduce((sum, { from, to }) => {
      const [start, end] = clip(from, to, since, now)
      return sum + Math.max(0, end - start)
    }, 0) / 1000,
  )

/**
 * The average handling time of the calls handled, in whole seconds rounded up (0 with none).
 * @example averageHandlingSeconds({ handled: 2, seconds: 61 }) // 31
 */
export const averageHandlingSeconds = ({ handled, seconds }: { handled: number; seconds: number }): number =>
  handled > 0 ? Math.ceil(seconds / handled) : 0
