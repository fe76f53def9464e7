// One figure of the bench alone, for trying it out without the whole run (figures, never pass/fail):
//   npx tsx bench/run-part.ts supervisor-board   the supervisor's board, on each database the bench uses
//   npx tsx bench/run-part.ts call-memory        a browser tab holding a call (BENCH_CALL_MINUTES, default 10)
//   npx tsx bench/run-part.ts dashboard-main-thread   the dashboard's main-thread time and blocking time at start
//   npx tsx bench/run-part.ts knowledge-search   the knowledge search over 10,000 articles, on each database
//   npx tsx bench/run-part.ts work-order-list    the work-order list over 100,000 orders, on each database
import type { DatabaseKind, SupervisorBoardRow } from './bench-results'
import { openAdminSession } from './admin-session'
import { CALL_MEMORY_SKIPPED, callMinutes, measureCallMemory } from './call-memory'
import { measureDashboardMainThread } from './dashboard-main-thread'
import { formatDashboardMainThread } from './format-dashboard-main-thread'
import { formatCallMemory } from './format-call-memory'
import { formatSupervisorBoard } from './format-supervisor-board'
import { formatKnowledgeSearch } from './format-knowledge-search'
import { measureKnowledgeSearchOnEach } from './knowledge-search-run'
import { formatWorkOrderList } from './format-work-order-list'
import { measureWorkOrderListOnEach } from './work-order-list-run'
import { logSupervisorBoard } from './log-supervisor-board'
import { startSeededPortal } from './start-seeded-portal'
import { measureSupervisorBoard } from './supervisor-board'
import { withServer } from './with-server'

const PARTS: Record<string, () => Promise<string[]>> = {
  'knowledge-search': async () =>
    formatKnowledgeSearch(await measureKnowledgeSearchOnEach(process.env.DATABASE_URL || undefined)),
  'work-order-list': async () =>
    formatWorkOrderList(await measureWorkOrderListOnEach(process.env.DATABASE_URL || undefined)),
  'supervisor-board': runSupervisorBoard,
  'call-memory': async () => {
    const minutes = callMinutes()
    return formatCallMemory(minutes > 0 ? await measureCallMemory(minutes) : { skipped: CALL_MEMORY_SKIPPED })
  },
  'dashboard-main-thread': () =>
    withServer(
      () => startSeededPortal(),
      async (portal) => [formatDashboardMainThread(await measureDashboardMainThread(portal.origin))],
    ),
}

async function runSupervisorBoard(): Promise<string[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const databases: [DatabaseKind, string | undefined][] = [
    ['embedded', undefined],
    ...(databaseUrl ? [['postgres', databaseUrl] as [DatabaseKind, string]] : []),
  ]
  const rows: SupervisorBoardRow[] = []
  for (const [database, url] of databases) {
    const row = await withServer(
      () => startSeededPortal(url),
      async (portal) => ({
        database,
        ...(await measureSupervisorBoard(
          portal.origin,
          await openAdminSession(portal.origin),
          portal.seed.callCentre,
        )),
      }),
    )
    logSupervisorBoard(row)
    rows.push(row)
  }
  return formatSupervisorBoard(rows)
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
