import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { monitorBoardRoute, staffLogoutRoute } from '@portal/contract'
import type { DatabaseKind } from './bench-results'
import { callRoute } from './call-route'
import { openPushSockets } from './open-push-sockets'
import { percentile } from './percentile'
import { placeInboundCalls } from './place-inbound-calls'
import { runOpenLoop } from './run-open-loop'
import { createRingLedger, type RingLedger, type RingSummary } from './ring-ledger'
import type { BenchCallCentre } from './seed-bench-call-centre'
import { simulateCallAgent, type AgentCommandFailures, type SimulatedCallAgent } from './simulated-call-agent'
import { signInReady, type StatusRoundTrips } from './status-round-trips'
import { watchCtiSocket, type CtiSocketWatch } from './watch-cti-socket'

/** Issue 9 part 8: inbound calls arriving at a steady rate on a skill group of signed-in, READY agents. */
export const TELEPHONY_LOAD = { callsPerSecond: 20, windowSeconds: 10, talkMs: 500 } as const

/** The ringing p99 the figure is held against, printed beside it (never a pass or fail). */
export const RINGING_P99_TARGET_MS: Record<DatabaseKind, number> = { embedded: 250, postgres: 100 }

export type TelephonyLoad = {
  agents: number
  connected: number
  connectFailure: string | null
  callsPerSecond: number
  windowSeconds: number
  talkMs: number
  /** Choosing READY after signing in, agent after agent, before the calls. */
  status: StatusRoundTrips
  ringing: RingSummary
  /** How long sending every call took, in seconds (the window, if the rate held). */
  sentSeconds: number
  simulatorReply: { p50Ms: number; p99Ms: number }
  /** The hello-world server asked at the same rate during the calls: what the machine alone adds to a request. */
  helloWorld: { p50Ms: number; p99Ms: number }
  placementFailures: number
  firstPlacementFailure: string | null
  /** Calls still waiting in the skill group's queue at the end, by the supervisor's board; null if unread. */
  queuedAtEnd: number | null
  /** Placed calls that neither rang at an agent nor wait in the queue. */
  lost: number
  /** Calls the agents took (answer, talk, hang up, end after-call work), and their refused commands. */
  taken: number
  commandFailures: AgentCommandFailures
  /**
   * How busy the machine was while the calls ran: the bench process's own event-loop lag (it reads every socket,
   * so its lag is in the figures too) and the 1-minute load average at the end, beside the CPU count.
   */
  machineLoad: { benchLagP99Ms: number; benchLagMaxMs: number; loadAverage: number; cpus: number }
}

/** After the last call is sent: how long the calls and the agents get to finish before the figures are read. */
const DRAIN_TIMEOUT_MS = 20_000

/**
 * Opens a push socket per agent of the bench skill group, signs each in and makes them READY (the status round
 * trips), then has the admin place simulated inbound calls into the group at TELEPHONY_LOAD's rate while every
 * agent answers what rings, talks briefly, hangs up and ends after-call work. Figures: the time from placing a
 * call to its ringing state on the offered agent's socket, and whether any call was lost or rang at two agents
 * at once; beside them, the hello-world server asked at the same rate meanwhile. The agents sign out at the end,
 * so the figures after it run on a quiet call centre.
 * @example const load = await measureTelephonyLoad(origin, adminCookie, seed.callCentre, helloWorld.url)
 */
export async function measureTelephonyLoad(
  origin: string,
  adminCookie: string,
  callCentre: BenchCallCentre,
  helloWorldUrl: string,
): Promise<TelephonyLoad> {
  const clients = await openPushSockets(
    origin,
    callCentre.agents.map((agent) => agent.cookie),
  )
  const ledger = createRingLedger()
  const commandFailures: AgentCommandFailures = { count: 0, first: null }
  const agents: { cookie: string; watch: CtiSocketWatch; agent: SimulatedCallAgent }[] = []
  for (const { accountId, cookie } of callCentre.agents) {
    const socket = clients.byCookie.get(cookie)
    if (!socket) continue
    const agent = simulateCallAgent(origin, cookie, TELEPHONY_LOAD.talkMs, commandFailures)
    const watch = watchCtiSocket(socket, (state, at) => {
      ledger.sawState(accountId, state, at)
      agent.see(state)
    })
    agents.push({ cookie, watch, agent })
  }
  try {
    const status = await signInReady(origin, agents)
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const rate = { perSecond: TELEPHONY_LOAD.callsPerSecond, seconds: TELEPHONY_LOAD.windowSeconds }
    const [placement, helloWorldMs] = await Promise.all([
      placeInboundCalls(
        origin,
        [{ cookie: adminCookie, skillGroupId: callCentre.skillGroupId }],
        rate,
        ledger.placed,
      ),
      probeHelloWorld(helloWorldUrl, rate),
    ])
    await drainCalls(ledger, agents)
    lag.disable()
    const queuedAtEnd = await queuedCalls(origin, adminCookie, callCentre.skillGroupId)
    const ringing = ledger.summary()
    return {
      agents: callCentre.agents.length,
      connected: clients.sockets.length,
      connectFailure: clients.firstFailure,
      ...TELEPHONY_LOAD,
      status,
      ringing,
      sentSeconds: placement.sentSeconds,
      simulatorReply: {
        p50Ms: percentile(placement.replyMs, 50),
        p99Ms: percentile(placement.replyMs, 99),
      },
      helloWorld: { p50Ms: percentile(helloWorldMs, 50), p99Ms: percentile(helloWorldMs, 99) },
      placementFailures: placement.failures,
      firstPlacementFailure: placement.firstFailure,
      queuedAtEnd,
      lost: ringing.placed - ringing.rang - (queuedAtEnd ?? 0),
      taken: agents.reduce((sum, { agent }) => sum + agent.answered(), 0),
      commandFailures,
      machineLoad: {
        benchLagP99Ms: lag.percentile(99) / 1e6,
        benchLagMaxMs: lag.max / 1e6,
        loadAverage: os.loadavg()[0] ?? 0,
        cpus: os.cpus().length,
      },
    }
  } finally {
    for (const { watch } of agents) watch.stop()
    await Promise.allSettled(agents.map(({ cookie }) => callRoute(origin, cookie, staffLogoutRoute)))
    await clients.close()
  }
}

/** Asks the hello-world server at the calls' rate: each request's time, in ms. */
async function probeHelloWorld(url: string, rate: { perSecond: number; seconds: number }): Promise<number[]> {
  const times: number[] = []
  await runOpenLoop(rate, async () => {
    const begin = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    times.push(performance.now() - begin)
  })
  return times
}

/** Waits until every placed call has rung and every agent is done with their call, or the drain timeout. */
export async function drainCalls(ledger: RingLedger, agents: { agent: SimulatedCallAgent }[]) {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS
  const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))
  while (performance.now() < deadline) {
    const { placed, rang } = ledger.summary()
    if (rang >= placed) break
    await wait(100)
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - performance.now())))
  await Promise.race([Promise.all(agents.map(({ agent }) => agent.idle())), timeout])
  clearTimeout(timer)
}

/** The calls waiting in the skill group's queue, by the supervisor's board; null if it cannot be read. */
async function queuedCalls(origin: string, cookie: string, skillGroupId: string): Promise<number | null> {
  try {
    const board = await callRoute(origin, cookie, monitorBoardRoute)
    return board.queues.find((queue) => queue.skillGroupId === skillGroupId)?.waiting ?? null
  } catch {
    return null
  }
}
