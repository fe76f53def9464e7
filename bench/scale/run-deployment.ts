import type { PortalServer } from '../../e2e/support/portal-server'
import { settleCalls } from '../settle-calls'
import { signInAllReady } from '../status-round-trips'
import { drainCalls } from '../telephony-load'
import { checkCalls } from './call-check'
import { killOneProcess, type ProcessLoss } from './lose-a-process'
import { measureWindow, type WindowLoad } from './measure-window'
import { watchPostgresConnections } from './postgres-connections'
import { startResourceSampler, type WatchedProcess } from './resource-sampler'
import type { DeploymentFigures, ScaleWindow } from './scale-results'
import { openScaleRun } from './scale-run'
import type { ScaleSize } from './scale-size'
import type { ScaleTenant } from './seed-scale-call-centres'
import { balancerEvents } from './balancer-events'
import { loggedProblems } from './logged-problems'
import { offerTimelines } from './offer-timeline'
import { readRingTimers } from './ring-timers'

/** Portal processes on one scratch database, reached at `origin` (one process's, or the balancer's). */
export type Deployment = {
  origin: string
  /** The scratch database, as its owner: the call records are read there. */
  databaseUrl: string
  portals: readonly PortalServer[]
  /** The balancer in front of them, if any. */
  balancer: { pid: number; output: () => string } | null
  tenants: readonly ScaleTenant[]
}

/** The PostgreSQL and Redis servers the deployments share: PostgreSQL's connections and CPU are read too. */
export type SharedServers = { postgresUrl: string; processes: readonly WatchedProcess[] }

/** Into the window, so calls are ringing and talking when the process goes. */
const KILL_AFTER_MS = 1_000
/** After the last window, how long the agents get to hang up again what a lost command left on. */
const SETTLE_MS = 30_000

/**
 * The scale load on a deployment: every page open and every agent READY, then one measured window, or with a
 * `victim` three (before; during, `victim` killed a second in; after), then every call's record checked.
 * PostgreSQL is asked for its connections, the portal processes, the balancer, the shared servers and this
 * process (the agents) for their CPU and memory, every second.
 * @example const figures = await runDeployment(deployment, size, shared, deployment.portals[1])
 */
export async function runDeployment(
  deployment: Deployment,
  size: ScaleSize,
  shared: SharedServers,
  victim?: PortalServer,
): Promise<DeploymentFigures> {
  const { origin, portals, tenants } = deployment
  const connections = await watchPostgresConnections(shared.postgresUrl)
  const watched: WatchedProcess[] = [
    ...portals.map((portal, index) => ({ name: `portal ${index + 1}`, pid: portal.pid })),
    ...(deployment.balancer ? [{ name: 'HAProxy', pid: deployment.balancer.pid }] : []),
    ...shared.processes,
    { name: 'bench (the agents)', pid: process.pid },
  ]
  const sampler = startResourceSampler(() => watched, connections.read)
  try {
    const run = await openScaleRun(origin, tenants, size)
    console.log(
      `  ${portals.length} portal(s): ${run.pages.callAgents.length + run.pages.statusAgents.length} pages open in ` +
        `${run.setUpSeconds.pages.toFixed(1)} s, every agent READY in ${run.setUpSeconds.signIn.toFixed(1)} s`,
    )
    try {
      let loss: ProcessLoss | null = null
      const windows: WindowLoad[] = []
      const measure = async (label: string, alongside?: () => Promise<void>) => {
        console.log(`  window "${label}": ${size.seconds} s`)
        windows.push(await measureWindow(run, label, alongside))
      }
      if (!victim) await measure('one process')
      else {
        const allPages = [...run.pages.callAgents, ...run.pages.statusAgents].map(({ page }) => page)
        await measure('before')
        await measure('during', async () => {
          await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS))
          loss = await killOneProcess(victim, [...allPages, ...run.boards.pages])
        })
        await measure('after')
      }
      await drainCalls(run.ringLedger, run.pages.callAgents)
      const callCentres = tenants.map((tenant) => tenant.calls)
      const { callAgents } = run.pages
      const afterDrain = await settleCalls(origin, deployment.databaseUrl, callCentres, callAgents, 0)
      // An agent whose answer was refused rang out and was set to rest; back at the desk, they take what still waits.
      await signInAllReady(origin, callAgents).catch((error: unknown) => console.warn(`  ! ${String(error)}`))
      const atEnd = await settleCalls(origin, deployment.databaseUrl, callCentres, callAgents, SETTLE_MS)
      const calls = checkCalls(run.placedIds, afterDrain, atEnd)
      return {
        processes: portals.length,
        setUpSeconds: run.setUpSeconds,
        windows: windows.map(({ placedFrom, placedTo, ...load }): ScaleWindow => ({
          ...load,
          ringing: run.ringLedger.summary({ from: placedFrom, to: placedTo }),
          resources: sampler.between(placedFrom, placedTo),
        })),
        loss,
        calls,
        offerTimelines: await offerTimelines(deployment.databaseUrl, calls.overlappingCallIds),
        ringTimers: await readRingTimers(deployment.databaseUrl),
        commandFailures: run.pages.commandFailures,
        serverProblems: portals.map((portal, index) =>
          loggedProblems(`portal ${index + 1}`, portal.output()),
        ),
        balancer: deployment.balancer && balancerEvents(deployment.balancer.output()),
      }
    } finally {
      await run.close()
    }
  } finally {
    await sampler.stop()
    await connections.close()
  }
}
