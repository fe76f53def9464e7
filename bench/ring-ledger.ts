import type { CtiState } from '@portal/contract'
import { percentile } from './percentile'

/** What the agents' sockets showed of the placed calls. */
export type RingSummary = {
  placed: number
  /** Placed calls some agent's socket showed ringing. */
  rang: number
  /** Calls two agents' sockets showed ringing at the same time. */
  doubled: number
  /** Calls that rang at more than one agent one after the other (a ring-out moved them on). */
  reoffered: number
  /** How many agents the calls rang at, and the most at one agent (longest-idle routing spreads them out). */
  agentsRung: number
  mostCallsAtOneAgent: number
  /** From sending the simulator request to the first ringing state with that call on an agent's socket. */
  p50Ms: number
  p99Ms: number
  maxMs: number
}

const RINGING = 'INBOUND_WAITING_FOR_ANSWER'

/**
 * Keeps, per call, which agents' sockets show it ringing right now (each agent's newest state decides), when it
 * first rang, and at how many agents it rang; with when each call was placed, it gives the ringing figures.
 * @example const ledger = createRingLedger(); ledger.sawState(accountId, state, at); ledger.placed(callId, sentAt)
 */
export function createRingLedger() {
  const sentAt = new Map<string, number>()
  const firstRingAt = new Map<string, number>()
  const ringingNow = new Map<string, Set<string>>()
  const everRangAt = new Map<string, Set<string>>()
  const ringingAt = new Map<string, string>()
  const doubled = new Set<string>()
  const stopRinging = (accountId: string) => {
    const callId = ringingAt.get(accountId)
    if (callId) ringingNow.get(callId)?.delete(accountId)
    ringingAt.delete(accountId)
  }
  return {
    placed: (callId: string, at: number) => void sentAt.set(callId, at),
    sawState: (accountId: string, state: CtiState, at: number) => {
      const call = state.call?.callStatus === RINGING ? state.call.callId : null
      if (ringingAt.get(accountId) === call) return
      stopRinging(accountId)
      if (!call) return
      ringingAt.set(accountId, call)
      if (!firstRingAt.has(call)) firstRingAt.set(call, at)
      const now = ringingNow.get(call) ?? new Set<string>()
      ringingNow.set(call, now.add(accountId))
      everRangAt.set(call, (everRangAt.get(call) ?? new Set<string>()).add(accountId))
      if (now.size > 1) doubled.add(call)
    },
    hasRung: (callId: string) => firstRingAt.has(callId),
    /** The figures of every call placed, or of those placed within a window (performance.now() moments). */
    summary: (placedWithin?: { from: number; to: number }): RingSummary => {
      const placed = [...sentAt].filter(
        ([, sent]) => !placedWithin || (sent >= placedWithin.from && sent < placedWithin.to),
      )
      const callIds = new Set(placed.map(([callId]) => callId))
      // Without a window, a call that rang though its placement's reply was lost counts too.
      const isCounted = (callId: string) => !placedWithin || callIds.has(callId)
      const latencies = placed.flatMap(([callId, sent]) => {
        const rang = firstRingAt.get(callId)
        return rang === undefined ? [] : [rang - sent]
      })
      const rangAt = [...everRangAt].filter(([callId]) => isCounted(callId)).map(([, agents]) => agents)
      const callsPerAgent = new Map<string, number>()
      for (const agents of rangAt)
        for (const agent of agents) callsPerAgent.set(agent, (callsPerAgent.get(agent) ?? 0) + 1)
      return {
        placed: placed.length,
        rang: latencies.length,
        doubled: [...doubled].filter(isCounted).length,
        reoffered: rangAt.filter((agents) => agents.size > 1).length,
        agentsRung: callsPerAgent.size,
        mostCallsAtOneAgent: Math.max(0, ...callsPerAgent.values()),
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: percentile(latencies, 100),
      }
    },
  }
}

export type RingLedger = ReturnType<typeof createRingLedger>
