import { openAgentPage, type AgentPage } from '../agent-page'
import { forEachAtMost } from '../for-each-at-most'
import { CONNECT_CONCURRENCY } from '../open-push-sockets'
import type { RingLedger } from '../ring-ledger'
import {
  simulateCallAgent,
  type AgentCommandFailures,
  type SimulatedCallAgent,
} from '../simulated-call-agent'
import type { ScaleTenant } from './seed-scale-call-centres'

export type CallAgentPage = AgentPage & { agent: SimulatedCallAgent }

export type ScalePages = {
  /** Agents answering what rings, talking `talkMs`, hanging up and ending after-call work at once. */
  callAgents: CallAgentPage[]
  /** Agents of the status groups, which no call reaches. */
  statusAgents: AgentPage[]
  /** Each tenant's agent pages (calls and status), in the tenants' order: an announcement reaches them. */
  byTenant: AgentPage[][]
  commandFailures: AgentCommandFailures
  close: () => void
}

/**
 * Opens every agent's page through `origin`, a few dozen at a time, each kept open (a dropped page opens again
 * through the balancer); what the call agents' sockets show goes to the ring ledger and to the agent at the page.
 * @example const pages = await openScalePages(origin, tenants, ledger, 2_000)
 */
export async function openScalePages(
  origin: string,
  tenants: readonly ScaleTenant[],
  ledger: RingLedger,
  talkMs: number,
): Promise<ScalePages> {
  const commandFailures: AgentCommandFailures = { count: 0, first: null }
  const byTenant = tenants.map((): AgentPage[] => [])
  const callAgents: CallAgentPage[] = []
  const statusAgents: AgentPage[] = []
  const seats = tenants.flatMap((tenant, tenantIndex) => [
    ...tenant.calls.agents.map((agent) => ({ agent, tenantIndex, isTakingCalls: true })),
    ...tenant.status.agents.map((agent) => ({ agent, tenantIndex, isTakingCalls: false })),
  ])
  await forEachAtMost(seats, CONNECT_CONCURRENCY, async ({ agent, tenantIndex, isTakingCalls }) => {
    if (isTakingCalls) {
      const caller = simulateCallAgent(origin, agent.cookie, talkMs, commandFailures)
      const page = await openAgentPage(origin, agent, (state, at) => {
        ledger.sawState(agent.accountId, state, at)
        caller.see(state)
      })
      callAgents.push({ ...page, agent: caller })
      byTenant[tenantIndex]?.push(page)
    } else {
      const page = await openAgentPage(origin, agent, () => undefined)
      statusAgents.push(page)
      byTenant[tenantIndex]?.push(page)
    }
  })
  return {
    callAgents,
    statusAgents,
    byTenant,
    commandFailures,
    close: () => {
      for (const page of [...callAgents, ...statusAgents]) page.close()
    },
  }
}
