import os from 'node:os'
import { staffLogoutRoute } from '@portal/contract'
import { createBoardSampleLedger, type BoardLatency } from './board-sample-ledger'
import { callRoute } from './call-route'
import { openPushSockets } from './open-push-sockets'
import { percentile } from './percentile'
import { signInAllReady } from './status-round-trips'
import type { BenchCallCentre } from './seed-bench-call-centre'
import { toggleAgentStatuses, type ToggleLoad, type Toggles } from './toggle-agent-statuses'
import { watchMonitorBoard } from './watch-monitor-board'

/** Issue 10 part 5: every agent toggles every 2 s (100 changes a second at 200 agents); 100 sampled changes. */
export const BOARD_LOAD: ToggleLoad = {
  changesPerSecond: 100,
  periodSeconds: 2,
  warmUpSeconds: 3,
  samples: 100,
  sampleEvery: 7,
}

/** A sampled change the board has not shown this long after its POST was sent counts as never shown. */
export const BOARD_TIMEOUT_MS = 5_000

export type SupervisorBoard = {
  agents: number
  connected: number
  connectFailure: string | null
  load: ToggleLoad
  timeoutMs: number
  toggles: Toggles
  /** From sending a sampled agent's status POST to the end of the first board read showing the change. */
  latency: BoardLatency
  pushes: number
  reads: number
  readFailures: { count: number; first: string | null }
  /** Each board read on a push: its own time, its JSON size (decoded) and how many agents it listed. */
  read: { p50Ms: number; p99Ms: number; bytes: number; agents: number }
  /** The 1-minute load average at the end, beside the CPU count: a busy machine shows in every figure here. */
  machineLoad: { loadAverage: number; cpus: number }
}

/**
 * The supervisor's live view under load: the bench agents (each with a push socket) sign in and go READY, then
 * toggle READY ↔ 挂起 in the background while the supervisor's socket reads the board on each MONITOR_BOARD push,
 * as the page does. Figures: how long a sampled change takes to show on the board, and the board read itself.
 * The agents sign out at the end.
 * @example const board = await measureSupervisorBoard(origin, adminCookie, seed.callCentre)
 */
export async function measureSupervisorBoard(
  origin: string,
  supervisorCookie: string,
  callCentre: BenchCallCentre,
): Promise<SupervisorBoard> {
  const { agents } = callCentre
  const clients = await openPushSockets(origin, [supervisorCookie, ...agents.map((agent) => agent.cookie)])
  const supervisorSocket = clients.byCookie.get(supervisorCookie)
  try {
    if (!supervisorSocket)
      throw new Error(`the supervisor's push socket did not open: ${clients.firstFailure}`)
    await signInAllReady(origin, agents)
    const ledger = createBoardSampleLedger(BOARD_TIMEOUT_MS)
    const watch = watchMonitorBoard(origin, supervisorCookie, supervisorSocket, ledger.saw)
    const toggles = await toggleAgentStatuses(origin, agents, BOARD_LOAD, ledger)
    // The last samples get their timeout to show.
    await new Promise((resolve) => setTimeout(resolve, BOARD_TIMEOUT_MS))
    await watch.stop()
    const reads = watch.reads()
    const last = reads.at(-1)
    return {
      agents: agents.length,
      connected: clients.sockets.length - 1,
      connectFailure: clients.firstFailure,
      load: BOARD_LOAD,
      timeoutMs: BOARD_TIMEOUT_MS,
      toggles,
      latency: ledger.summary(),
      pushes: watch.pushes(),
      reads: reads.length,
      readFailures: watch.failures(),
      read: {
        p50Ms: percentile(
          reads.map((read) => read.durationMs),
          50,
        ),
        p99Ms: percentile(
          reads.map((read) => read.durationMs),
          99,
        ),
        bytes: last?.bytes ?? 0,
        agents: last?.agents.size ?? 0,
      },
      machineLoad: { loadAverage: os.loadavg()[0] ?? 0, cpus: os.cpus().length },
    }
  } finally {
    await Promise.allSettled(agents.map(({ cookie }) => callRoute(origin, cookie, staffLogoutRoute)))
    await clients.close()
  }
}
