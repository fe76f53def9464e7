// One figure of the bench alone, for trying it out without the whole run (figures, never pass/fail):
//   npx tsx bench/run-part.ts supervisor-board   the supervisor's board, on each database the bench uses
//   npx tsx bench/run-part.ts call-memory        a browser tab holding a call (BENCH_CALL_MINUTES, default 10)
//   npx tsx bench/run-part.ts dashboard-main-thread   the dashboard's main-thread time and blocking time at start
//   npx tsx bench/run-part.ts knowledge-search   the knowledge search over 10,000 articles, on each database
//   npx tsx bench/run-part.ts work-order-list    the work-order list over 100,000 orders, on each database
//   npx tsx bench/run-part.ts telephony-load     calls ringing at 200 READY agents, on each database
//   npx tsx bench/run-part.ts logins             login throughput, on each database
//   npx tsx bench/run-part.ts start-up           npm start to the login page, fresh data then existing (build first)
// BENCH_DATABASES=postgres (or embedded) runs a part on that database alone.
import type { DatabaseKind } from './bench-results'
import { openAdminSession } from './admin-session'
import { CALL_MEMORY_SKIPPED, callMinutes, measureCallMemory } from './call-memory'
import { measureDashboardMainThread } from './dashboard-main-thread'
import { formatDashboardMainThread } from './format-dashboard-main-thread'
import { formatCallMemory } from './format-call-memory'
import { formatStartUp } from './format-start-up'
import { formatSupervisorBoard } from './format-supervisor-board'
import { formatKnowledgeSearch } from './format-knowledge-search'
import { measureKnowledgeSearchOnEach } from './knowledge-search-run'
import { formatWorkOrderList } from './format-work-order-list'
import { measureWorkOrderListOnEach } from './work-order-list-run'
import { logSupervisorBoard } from './log-supervisor-board'
import { logTelephonyLoad } from './log-telephony-load'
import { describeLoginRun, measureLoginRuns } from './login-throughput'
import { startHelloWorld } from './start-hello-world'
import { startSeededPortal, type SeededPortal } from './start-seeded-portal'
import { measureStartUp } from './start-up-time'
import { measureSupervisorBoard } from './supervisor-board'
import { measureTelephonyLoad } from './telephony-load'
import { withServer } from './with-server'

const PARTS: Record<string, () => Promise<string[]>> = {
  'knowledge-search': async () =>
    formatKnowledgeSearch(await measureKnowledgeSearchOnEach(process.env.DATABASE_URL || undefined)),
  'work-order-list': async () =>
    formatWorkOrderList(await measureWorkOrderListOnEach(process.env.DATABASE_URL || undefined)),
  'supervisor-board': () =>
    onEachSeededPortal(async (database, portal) => {
      const row = {
        database,
        ...(await measureSupervisorBoard(
          portal.origin,
          await openAdminSession(portal.origin),
          portal.seed.callCentre,
        )),
      }
      logSupervisorBoard(row)
      return formatSupervisorBoard([row])
    }),
  'telephony-load': () =>
    withServer(startHelloWorld, (helloWorld) =>
      onEachSeededPortal(async (database, portal) => {
        const cookie = await openAdminSession(portal.origin)
        const load = await measureTelephonyLoad(portal.origin, cookie, portal.seed.callCentre, helloWorld.url)
        logTelephonyLoad({ database, ...load })
        return []
      }),
    ),
  logins: () =>
    onEachSeededPortal(async (database, portal) => {
      const { oneAccount, manyAccounts, passwordChecksPerSecond } = await measureLoginRuns(
        portal.origin,
        portal.seed.loginAccounts,
      )
      return [oneAccount, manyAccounts].map((row) => describeLoginRun(database, row, passwordChecksPerSecond))
    }),
  'call-memory': async () => {
    const minutes = callMinutes()
    return formatCallMemory(minutes > 0 ? await measureCallMemory(minutes) : { skipped: CALL_MEMORY_SKIPPED })
  },
  'start-up': async () => [formatStartUp(await measureStartUp())],
  'dashboard-main-thread': () =>
    withServer(
      () => startSeededPortal(),
      async (portal) => [formatDashboardMainThread(await measureDashboardMainThread(portal.origin))],
    ),
}

/** Runs `measure` on a seeded portal on each database the bench uses (BENCH_DATABASES narrows them). */
async function onEachSeededPortal(
  measure: (database: DatabaseKind, portal: SeededPortal) => Promise<string[]>,
): Promise<string[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const only = process.env.BENCH_DATABASES
  const databases: [DatabaseKind, string | undefined][] = [
    ['embedded', undefined],
    ...(databaseUrl ? [['postgres', databaseUrl] as [DatabaseKind, string]] : []),
  ]
  const lines: string[] = []
  for (const [database, url] of databases.filter(([kind]) => !only || only === kind))
    lines.push(
      ...(await withServer(
        () => startSeededPortal(url),
        (portal) => measure(database, portal),
      )),
    )
  return lines
}

const part = PARTS[process.argv[2] ?? '']
if (!part) {
  console.error(`Which part? One of: ${Object.keys(PARTS).join(', ')}`)
  process.exitCode = 1
} else {
  part()
    .then((lines) => console.log(`\n${lines.join('\n')}`))
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
}
