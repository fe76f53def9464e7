import { callActionRoute } from '@portal/contract'
import { readCallOutcomes, type CallOutcome } from '../e2e/support/call-outcomes'
import { callRoute } from './call-route'
import type { BenchCallCentre } from './seed-bench-call-centre'
import type { SimulatedCallAgent } from './simulated-call-agent'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * After the load, as the agents would: a command lost with a killed process (a hang-up, say) leaves its call on,
 * so each agent still on a call hangs up (again), until every call of the groups has ended or `settleMs` passed.
 * @returns every call record of the groups as the database's owner reads it at the end
 * @example const outcomes = await settleCalls(origin, portal.databaseUrl, [callCentre], agents, 45_000)
 */
export async function settleCalls(
  origin: string,
  databaseUrl: string,
  callCentres: readonly BenchCallCentre[],
  agents: readonly { agent: SimulatedCallAgent }[],
  settleMs: number,
): Promise<CallOutcome[]> {
  const settleBy = performance.now() + settleMs
  const cookies = new Map(
    callCentres.flatMap((callCentre) => callCentre.agents.map((agent) => [agent.accountId, agent.cookie])),
  )
  const readAll = async () =>
    (
      await Promise.all(
        callCentres.map((callCentre) => readCallOutcomes(databaseUrl, callCentre.skillGroupId)),
      )
    ).flat()
  let outcomes = await readAll()
  while (outcomes.some((call) => !call.isEnded) && performance.now() < settleBy) {
    await Promise.all(agents.map(({ agent }) => agent.idle()))
    await hangUpLeftCalls(origin, cookies, outcomes)
    await pause(500)
    outcomes = await readAll()
  }
  return outcomes
}

/** Each call still on with an agent: that agent hangs up (again). */
async function hangUpLeftCalls(origin: string, cookies: Map<string, string>, outcomes: CallOutcome[]) {
  const left = outcomes.filter((call) => call.isAnswered && !call.isEnded)
  await Promise.all(
    left.map(async ({ callId, agentAccountId }) => {
      const cookie = cookies.get(agentAccountId ?? '')
      if (!cookie) return
      await callRoute(origin, cookie, callActionRoute, { params: { callId, action: 'hangup' } }).catch(
        () => undefined,
      )
    }),
  )
}
