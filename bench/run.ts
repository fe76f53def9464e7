// `npm run bench`: figures, never pass/fail. Every server runs as its own process, so the load generator here
// never shares their event loop, and each is stopped at the end even when a measurement throws.
import type { BenchResults, CallMemoryResult, DatabaseKind, SeedRow } from './bench-results'
import { CALL_MEMORY_SKIPPED, callMinutes, measureCallMemory } from './call-memory'
import { LOAD_CONNECTIONS, LOAD_DURATION_SECONDS } from './http-load'
import { measureDashboardMainThread } from './dashboard-main-thread'
import { measureKnowledgeSearchOnEach } from './knowledge-search-run'
import { measureWorkOrderListOnEach } from './work-order-list-run'
import { describeMachine } from './machine'
import { measurePortal } from './measure-portal'
import { measurePageWeight } from '../e2e/support/page-weight'
import { formatReport } from './report'
import { saveResults } from './save-results'
import type { BenchSeed } from './seed-bench-data'
import { startHelloWorld } from './start-hello-world'
import { startSeededPortal } from './start-seeded-portal'
import { measureStartUp } from './start-up-time'
import { withServer } from './with-server'

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const minutes = callMinutes()
  console.log('Start-up: npm start to the login page')
  const startUp = await measureStartUp()
  const results = await withServer(startHelloWorld, async (helloWorld): Promise<BenchResults> => {
    console.log('Portal on the embedded database')
    const embedded = await withServer(
      () => startSeededPortal(),
      async (portal) => ({
        seed: seedRow(portal.seed, 'embedded'),
        ...(await measurePortal(portal, helloWorld.url, 'embedded', true)),
        pageWeight: await measurePageWeight(portal.origin),
        dashboardMainThread: await measureDashboardMainThread(portal.origin),
      }),
    )
    if (databaseUrl) console.log('Portal on PostgreSQL (a scratch database on DATABASE_URL)')
    const postgres = databaseUrl
      ? await withServer(
          () => startSeededPortal(databaseUrl),
          async (portal) => ({
            seed: seedRow(portal.seed, 'postgres'),
            ...(await measurePortal(portal, helloWorld.url, 'postgres', false)),
          }),
        )
      : null
    const runs = [embedded, ...(postgres ? [postgres] : [])]
    console.log('Knowledge search over 10,000 articles')
    const knowledgeSearch = await measureKnowledgeSearchOnEach(databaseUrl)
    console.log('Work-order list over 100,000 orders')
    const workOrderList = await measureWorkOrderListOnEach(databaseUrl)
    return {
      measuredAt: new Date().toISOString(),
      machine: describeMachine(),
      load: { durationSeconds: LOAD_DURATION_SECONDS, connections: LOAD_CONNECTIONS },
      seeds: runs.map((run) => run.seed),
      http: runs.flatMap((run) => run.http),
      push: runs.map((run) => run.push),
      logins: runs.map((run) => run.logins),
      telephony: runs.map((run) => run.telephony),
      supervisorBoard: runs.map((run) => run.supervisorBoard),
      knowledgeSearch,
      workOrderList,
      pageWeight: embedded.pageWeight,
      dashboardMainThread: embedded.dashboardMainThread,
      startUp,
      callMemory: await measureCallMemoryUnlessSkipped(minutes),
      postgresSkipped: postgres ? null : 'PostgreSQL figures skipped: DATABASE_URL is not set.',
    }
  })
  console.log(`\n${formatReport(results)}`)
  console.log(`\nWritten to ${saveResults(results)}`)
}

async function measureCallMemoryUnlessSkipped(minutes: number): Promise<CallMemoryResult> {
  if (minutes === 0) {
    console.log(`A browser tab holding a call: ${CALL_MEMORY_SKIPPED}`)
    return { skipped: CALL_MEMORY_SKIPPED }
  }
  console.log(`A browser tab holding a call for ${minutes} min (BENCH_CALL_MINUTES=0 skips it)`)
  return measureCallMemory(minutes)
}

function seedRow(seed: BenchSeed, database: DatabaseKind): SeedRow {
  const { tenants, messages, agentCookies, seconds } = seed
  return { database, tenants, messages, agents: agentCookies.length, seconds }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
