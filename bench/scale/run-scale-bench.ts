// `npm run bench:scale`: the portal at a contact centre's scale (issue 30 part 7), figures, never pass/fail. A private
// PostgreSQL and Redis of its own (never the machine's shared ones), one portal process measured alone, then three
// behind HAProxy with one killed; every server its own process, each stopped at the end even when a measurement
// throws. BENCH_SCALE_AGENTS, BENCH_SCALE_TENANTS, BENCH_SCALE_CALLS_PER_SECOND and BENCH_SCALE_SECONDS size it.
import { startPrivatePostgres } from '../../apps/server/test/private-postgres'
import { startPrivateRedis } from '../../apps/server/test/private-redis'
import { missingHaproxy } from '../../e2e/support/haproxy'
import { describeMachine } from '../machine'
import { saveResults } from '../save-results'
import { withServer } from '../with-server'
import { formatScaleReport } from './format-scale-report'
import { machineLimits } from './machine-limits'
import { runDeployment, type SharedServers } from './run-deployment'
import type { ScaleResults } from './scale-results'
import { scaleSizeFromEnv } from './scale-size'
import { startOnePortal, startThreePortals } from './start-deployments'

async function main() {
  const size = scaleSizeFromEnv()
  const missing = missingHaproxy()
  if (missing) throw new Error(missing)
  const limits = machineLimits(size.agents)
  for (const warning of limits.warnings) console.warn(`! ${warning}`)
  console.log(
    `Scale bench: ${size.agents} agents, ${size.tenants} tenants, ${size.callsPerSecond} calls/s, ` +
      `${size.seconds} s windows`,
  )
  const startPostgres = async () => {
    const postgres = await startPrivatePostgres()
    return { ...postgres, stop: postgres.remove }
  }
  const results = await withServer(startPostgres, (postgres) =>
    withServer(startPrivateRedis, async (redis): Promise<ScaleResults> => {
      console.log(`Private PostgreSQL ${postgres.url}, Redis ${redis.url}`)
      const shared: SharedServers = {
        postgresUrl: postgres.url,
        processes: [
          { name: 'PostgreSQL (all its processes)', pid: postgres.pid(), withChildren: true },
          { name: 'Redis', pid: redis.pid() },
        ],
      }
      console.log('One portal process, reached directly')
      const onePortal = await withServer(
        () => startOnePortal(postgres.url, redis.url, size),
        (deployment) => runDeployment(deployment, size, shared),
      )
      console.log('Three portal processes behind HAProxy, one killed with SIGKILL')
      const threePortals = await withServer(
        () => startThreePortals(postgres.url, redis.url, size),
        (deployment) => runDeployment(deployment, size, shared, deployment.portals[1]),
      )
      return {
        measuredAt: new Date().toISOString(),
        machine: describeMachine(),
        size,
        openFilesLimit: limits.openFiles,
        onePortal,
        threePortals,
      }
    }),
  )
  console.log(`\n${formatScaleReport(results)}`)
  console.log(`\nWritten to ${saveResults(results, 'scale-latest')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
