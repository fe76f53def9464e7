import {
  AGENT_CHOSEN_STATUSES,
  agentStatusRoute,
  type AgentChosenStatus,
  type AgentSystemState,
} from '@portal/contract'
import type { BoardSampleLedger } from './board-sample-ledger'
import { callRoute } from './call-route'
import { percentile } from './percentile'
import { runOpenLoop } from './run-open-loop'
import { PUSH_TIMEOUT_MS } from './status-round-trips'
import type { CtiSocketWatch } from './watch-cti-socket'

/** The background of the supervisor figure: each agent toggles READY ↔ 挂起, the changes spread evenly. */
export type ToggleLoad = {
  changesPerSecond: number
  /** Each agent's turn comes round this often. */
  periodSeconds: number
  /** Changes before the first sample, so the board figures start on a busy call centre. */
  warmUpSeconds: number
  samples: number
  /**
   * A sample falls due every this many turns after the warm-up (prime to the agent count, so samples spread over
   * all of them); the first agent free to change from then on takes it.
   */
  sampleEvery: number
}

export type Toggles = {
  sent: number
  /** Turns an agent let pass: their last change not yet answered, or their sample not yet on the board. */
  skipped: number
  refused: { count: number; first: string | null }
  sentSeconds: number
  /** Every status POST, from sending to its reply. */
  reply: { p50Ms: number; p99Ms: number }
  /**
   * From sending to the new state's CTI_STATE frame on the agent's own socket, when the agents' sockets were
   * watched (else null); `missing`: changes whose state never came within PUSH_TIMEOUT_MS.
   */
  push: { p50Ms: number; p99Ms: number; missing: number } | null
}

/** An agent whose status is toggled; with `watch`, their own socket's frames time each change's push. */
export type ToggleAgent = { accountId: string; cookie: string; watch?: CtiSocketWatch }

type ToggledAgent = ToggleAgent & { isReady: boolean; isChanging: boolean }

/**
 * Has the signed-in, READY agents change status on an open loop at `load.changesPerSecond`, agent after agent, for
 * as long as it takes to send `load.samples` sampled changes after the warm-up (and 3 s more, for late ones). A sampled
 * agent keeps still until the board shows the sample, so each sample is the agent's newest state.
 * @example const toggles = await toggleAgentStatuses(origin, agents, BOARD_LOAD, ledger)
 */
export async function toggleAgentStatuses(
  origin: string,
  agents: readonly ToggleAgent[],
  load: ToggleLoad,
  ledger: BoardSampleLedger,
): Promise<Toggles> {
  const toggled: ToggledAgent[] = agents.map((agent) => ({ ...agent, isReady: true, isChanging: false }))
  const firstSample = load.warmUpSeconds * load.changesPerSecond
  const seconds =
    load.warmUpSeconds + Math.ceil((load.samples * load.sampleEvery) / load.changesPerSecond) + 3
  const refused = { count: 0, first: null as string | null }
  const replies: number[] = []
  const pushes: Promise<number | null>[] = []
  let skipped = 0
  let sampled = 0
  const turn = async (index: number) => {
    const agent = toggled[index % toggled.length]
    const now = performance.now()
    if (!agent || agent.isChanging || ledger.isWaiting(agent.accountId, now)) {
      skipped += 1
      return
    }
    const isSample = sampled < load.samples && index >= firstSample + sampled * load.sampleEvery
    const [status, systemState]: [AgentChosenStatus, AgentSystemState] = agent.isReady
      ? [AGENT_CHOSEN_STATUSES.HANG_OFF, 'NOT_READY']
      : [AGENT_CHOSEN_STATUSES.READY, 'READY']
    if (isSample) sampled += 1
    const sample = isSample ? ledger.sent(agent.accountId, systemState, now) : null
    agent.isChanging = true
    try {
      const state = await callRoute(origin, agent.cookie, agentStatusRoute, { body: { status } })
      replies.push(performance.now() - now)
      const pushedAt = agent.watch?.arrivalOf(state.version, PUSH_TIMEOUT_MS)
      if (pushedAt) pushes.push(pushedAt.then((at) => (at === null ? null : at - now)))
      agent.isReady = state.agent.systemState === 'READY'
      if (sample) ledger.replied(sample, state.agent.stateSince)
    } catch (error) {
      refused.count += 1
      refused.first ??= error instanceof Error ? error.message : String(error)
      if (sample) ledger.refused(sample)
    } finally {
      agent.isChanging = false
    }
  }
  const sentSeconds = await runOpenLoop({ perSecond: load.changesPerSecond, seconds }, turn)
  const pushed = await Promise.all(pushes)
  const pushMs = pushed.filter((ms): ms is number => ms !== null)
  return {
    sent: replies.length + refused.count,
    skipped,
    refused,
    sentSeconds,
    reply: { p50Ms: percentile(replies, 50), p99Ms: percentile(replies, 99) },
    push: agents.some((agent) => agent.watch)
      ? {
          p50Ms: percentile(pushMs, 50),
          p99Ms: percentile(pushMs, 99),
          missing: pushed.length - pushMs.length,
        }
      : null,
  }
}
