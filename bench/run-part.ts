// One figure of the bench alone, for trying it out without the whole run (figures, never pass/fail):
//   npx tsx bench/run-part.ts supervisor-board   the supervisor's board, on each database the bench uses
import type { DatabaseKind, SupervisorBoardRow } from './bench-results'
import { openAdminSession } from './admin-session'
import { formatSupervisorBoard } from './format-supervisor-board'
import { logSupervisorBoard } from './log-supervisor-board'
import { startSeededPortal } from './start-seeded-portal'
import { measureSupervisorBoard } from './supervisor-board'
import { withServer } from './with-server'

const PARTS: Record<string, () => Promise<string[]>> = {
  'supervisor-board': runSupervisorBoard,
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
