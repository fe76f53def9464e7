import type { AgentSystemState } from '@portal/contract'
import { percentile } from './percentile'
import type { BoardRead } from './watch-monitor-board'

type Sighting = { at: number; systemState: AgentSystemState; stateSince: string | null }

type BoardSample = {
  accountId: string
  systemState: AgentSystemState
  sentAt: number
  /** The change's own moment, from the status reply: it tells this change from the agent's others. */
  stateSince: string | null
  seenAt: number | null
  /** Board reads that came back before the reply did, checked once it comes. */
  early: Sighting[]
}

export type BoardLatency = {
  samples: number
  /** Changes the board never showed within the timeout. */
  missing: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

export type BoardSampleLedger = {
  /** A sampled status change was sent at `sentAt`, to put the agent in `systemState`. */
  sent: (accountId: string, systemState: AgentSystemState, sentAt: number) => BoardSample
  replied: (sample: BoardSample, stateSince: string) => void
  /** Its POST was refused: it is no sample. */
  refused: (sample: BoardSample) => void
  saw: (read: BoardRead) => void
  /** Whether the agent has a sample the board has not shown yet, within the timeout. */
  isWaiting: (accountId: string, now: number) => boolean
  summary: () => BoardLatency
}

/**
 * Keeps the sampled agents' status changes and the first board read that shows each one: the agent in the new
 * state with the change's own stateSince (an agent changes again and again, so the state alone would not do).
 * @example const ledger = createBoardSampleLedger(5000); watchMonitorBoard(origin, cookie, socket, ledger.saw)
 */
export function createBoardSampleLedger(timeoutMs: number): BoardSampleLedger {
  const samples: BoardSample[] = []
  const waiting = new Map<string, BoardSample>()
  const isShownBy = (sample: BoardSample, sighting: Sighting) =>
    sighting.systemState === sample.systemState && sighting.stateSince === sample.stateSince
  const shown = (sample: BoardSample, at: number) => {
    sample.seenAt = at
    waiting.delete(sample.accountId)
  }
  return {
    sent: (accountId, systemState, sentAt) => {
      const sample: BoardSample = {
        accountId,
        systemState,
        sentAt,
        stateSince: null,
        seenAt: null,
        early: [],
      }
      samples.push(sample)
      waiting.set(accountId, sample)
      return sample
    },
    replied: (sample, stateSince) => {
      sample.stateSince = stateSince
      const first = sample.early.find((sighting) => isShownBy(sample, sighting))
      if (first) shown(sample, first.at)
      sample.early = []
    },
    refused: (sample) => {
      samples.splice(samples.indexOf(sample), 1)
      waiting.delete(sample.accountId)
    },
    saw: (read) => {
      for (const sample of waiting.values()) {
        const agent = read.agents.get(sample.accountId)
        if (!agent) continue
        const sighting = { at: read.at, ...agent }
        if (sample.stateSince === null) sample.early.push(sighting)
        else if (isShownBy(sample, sighting)) shown(sample, read.at)
      }
    },
    isWaiting: (accountId, now) => {
      const sample = waiting.get(accountId)
      return sample !== undefined && now - sample.sentAt < timeoutMs
    },
    summary: () => {
      const latencies = samples
        .filter((sample) => sample.seenAt !== null && sample.seenAt - sample.sentAt <= timeoutMs)
        .map((sample) => (sample.seenAt ?? 0) - sample.sentAt)
      return {
        samples: samples.length,
        missing: samples.length - latencies.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: Math.max(0, ...latencies),
      }
    },
  }
}
