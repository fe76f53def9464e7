import { AGENT_CHOSEN_STATUSES, agentStatusRoute, staffLoginRoute } from '@portal/contract'
import { callRoute } from './call-route'
import { forEachAtMost } from './for-each-at-most'
import { percentile } from './percentile'
import type { CtiSocketWatch } from './watch-cti-socket'

/** Choosing a status: from sending the POST to its reply, and to its CTI_STATE frame on the agent's socket. */
export type StatusRoundTrips = {
  changes: number
  /** Changes whose state never came on the socket within the wait. */
  missingPushes: number
  reply: { p50Ms: number; p99Ms: number }
  push: { p50Ms: number; p99Ms: number }
}

/** A state pushed later than this counts as never pushed. */
export const PUSH_TIMEOUT_MS = 5_000

/**
 * Signs each agent in (softphone) and then has them choose READY, one agent after the other so that each round
 * trip is measured alone; the sign-in is not measured.
 * @example const trips = await signInReady(origin, agents) // every agent READY, trips.push.p99Ms
 */
export async function signInReady(
  origin: string,
  agents: readonly { cookie: string; watch: CtiSocketWatch }[],
): Promise<StatusRoundTrips> {
  const replies: number[] = []
  const pushes: number[] = []
  for (const { cookie, watch } of agents) {
    await callRoute(origin, cookie, staffLoginRoute, { body: { signModel: 'SIPPHONE' } })
    const begin = performance.now()
    const state = await callRoute(origin, cookie, agentStatusRoute, {
      body: { status: AGENT_CHOSEN_STATUSES.READY },
    })
    replies.push(performance.now() - begin)
    if (state.agent.systemState !== 'READY')
      throw new Error(`an agent chose READY and is ${state.agent.systemState}`)
    const pushedAt = await watch.arrivalOf(state.version, PUSH_TIMEOUT_MS)
    if (pushedAt !== null) pushes.push(pushedAt - begin)
  }
  return {
    changes: agents.length,
    missingPushes: agents.length - pushes.length,
    reply: { p50Ms: percentile(replies, 50), p99Ms: percentile(replies, 99) },
    push: { p50Ms: percentile(pushes, 50), p99Ms: percentile(pushes, 99) },
  }
}

/** Agents signed in at once by signInAllReady: quick, without a burst that would swamp a small machine. */
const SIGN_IN_CONCURRENCY = 20

/**
 * Signs every agent in on the softphone and makes them READY, a few at a time, unmeasured; for an agent already
 * signed in it only chooses READY again.
 * @example await signInAllReady(origin, callCentre.agents)
 */
export async function signInAllReady(origin: string, agents: readonly { cookie: string }[]) {
  await forEachAtMost(agents, SIGN_IN_CONCURRENCY, async ({ cookie }) => {
    await callRoute(origin, cookie, staffLoginRoute, { body: { signModel: 'SIPPHONE' } })
    await callRoute(origin, cookie, agentStatusRoute, { body: { status: AGENT_CHOSEN_STATUSES.READY } })
  })
}
