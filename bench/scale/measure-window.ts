import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createBoardSampleLedger, type BoardLatency } from '../board-sample-ledger'
import { percentile } from '../percentile'
import { placeInboundCalls } from '../place-inbound-calls'
import { signInAllReady } from '../status-round-trips'
import { BOARD_TIMEOUT_MS } from '../supervisor-board'
import { toggleAgentStatuses, type ToggleLoad, type Toggles } from '../toggle-agent-statuses'
import type { ScaleRun } from './scale-run'
import { announceToEachTenant, type AnnouncementFigures } from './tenant-announcements'

/** What one window measured besides the ringing, which is read once every call has had its time to ring. */
export type WindowLoad = {
  label: string
  /** When the window's calls were placed (performance.now()): the ringing figures are those of these calls. */
  placedFrom: number
  placedTo: number
  calls: {
    sent: number
    sentSeconds: number
    failures: number
    firstFailure: string | null
    replyP50Ms: number
    replyP99Ms: number
  }
  toggles: Toggles
  /** A sampled status change to the first supervisor board read showing it. */
  board: BoardLatency & { reads: number; readP50Ms: number; readP99Ms: number }
  announcements: AnnouncementFigures
  /** The bench's own event loop: it reads every socket, so its lag is in every figure too. */
  benchLag: { p99Ms: number; maxMs: number }
}

/** Each status agent changes every this many seconds: 100 changes a second for 200 agents, as `npm run bench`. */
const STATUS_PERIOD_SECONDS = 2
/** Toggles after the last sample, for the late ones (toggleAgentStatuses adds them). */
const TOGGLE_TAIL_SECONDS = 3

/**
 * One measured window of `run.size.seconds`: inbound calls at the size's rate into every tenant's queue in turn,
 * the status agents changing status (sampled changes timed to their own socket and to the supervisor's board) and
 * one announcement per tenant; `alongside` (a kill) runs in the same window. The status agents are READY again
 * afterwards.
 * @example const before = await measureWindow(run, 'before')
 */
export async function measureWindow(
  run: ScaleRun,
  label: string,
  alongside: () => Promise<void> = async () => {},
): Promise<WindowLoad> {
  const { seconds, callsPerSecond } = run.size
  const agents = run.pages.statusAgents
  const ledger = createBoardSampleLedger(BOARD_TIMEOUT_MS)
  run.boardLedger.current = ledger
  const readsBefore = run.boards.reads().length
  const lag = monitorEventLoopDelay({ resolution: 10 })
  lag.enable()
  const placedFrom = performance.now()
  const [placement, toggles, announcements] = await Promise.all([
    placeInboundCalls(run.origin, run.queues, { perSecond: callsPerSecond, seconds }, (callId, at) => {
      run.placedIds.push(callId)
      run.ringLedger.placed(callId, at)
    }),
    toggleAgentStatuses(run.origin, agents, toggleLoad(agents.length, seconds), ledger),
    announceToEachTenant(run.origin, run.announcing, seconds, label),
    alongside(),
  ])
  const placedTo = performance.now()
  // The last samples get their time to show on a board.
  await new Promise((resolve) => setTimeout(resolve, BOARD_TIMEOUT_MS))
  lag.disable()
  run.boardLedger.current = null
  const reads = run.boards.reads().slice(readsBefore)
  const readMs = reads.map((read) => read.durationMs)
  await signInAllReady(run.origin, agents)
  return {
    label,
    placedFrom,
    placedTo,
    calls: {
      sent: callsPerSecond * seconds,
      sentSeconds: placement.sentSeconds,
      failures: placement.failures,
      firstFailure: placement.firstFailure,
      replyP50Ms: percentile(placement.replyMs, 50),
      replyP99Ms: percentile(placement.replyMs, 99),
    },
    toggles,
    board: {
      ...ledger.summary(),
      reads: reads.length,
      readP50Ms: percentile(readMs, 50),
      readP99Ms: percentile(readMs, 99),
    },
    announcements,
    benchLag: { p99Ms: lag.percentile(99) / 1e6, maxMs: lag.max / 1e6 },
  }
}

/**
 * Every status agent changing each STATUS_PERIOD_SECONDS, sampled every few turns so that the toggles last about
 * `seconds`: the sample step is prime to the agent count, so samples spread over all of them.
 */
function toggleLoad(agents: number, seconds: number): ToggleLoad {
  const changesPerSecond = Math.max(1, Math.round(agents / STATUS_PERIOD_SECONDS))
  const sampleEvery = agents % 7 === 0 ? 11 : 7
  return {
    changesPerSecond,
    periodSeconds: STATUS_PERIOD_SECONDS,
    warmUpSeconds: 0,
    samples: Math.max(1, Math.floor(((seconds - TOGGLE_TAIL_SECONDS) * changesPerSecond) / sampleEvery)),
    sampleEvery,
  }
}
