import type { BenchResults, HttpRow, PushRow } from './bench-results'
import { formatTable } from './format-table'
import { formatCallMemory } from './format-call-memory'
import { formatDashboardMainThread } from './format-dashboard-main-thread'
import { formatStartUp } from './format-start-up'
import { formatSupervisorBoard } from './format-supervisor-board'
import { formatTelephony } from './format-telephony'
import { formatKnowledgeSearch } from './format-knowledge-search'
import { formatWorkOrderList } from './format-work-order-list'

const KIB = 1024
const FAILURE_NOTE = 'some requests failed: this req/s counts failures too, so it is no figure of the server'

/**
 * The figures as a readable text report: the bench data, a table of the HTTP figures beside hello-world, the
 * push fan-out, the telephony load, the supervisor's board, then logins, the page weight on the wire, the start-up
 * time, a browser tab's memory on a call and the machine. Failed requests get their own columns so a broken figure
 * shows.
 * @example console.log(formatReport(results))
 */
export function formatReport(results: BenchResults): string {
  const { machine, load, pageWeight } = results
  const lines = [
    'Bench data (besides the demo data; agents are demo-tenant sessions for the push sockets)',
    ...formatTable(
      ['database', 'tenants', 'messages', 'agents', 'seed s'],
      results.seeds.map((row) => [
        row.database,
        String(row.tenants),
        String(row.messages),
        String(row.agents),
        row.seconds.toFixed(1),
      ]),
    ),
    '',
    `HTTP (${load.durationSeconds} s per run, ${load.connections} connections; non-2xx and errors: portal/hello-world)`,
    ...formatTable(
      ['name', 'req/s', 'p99 ms', 'hello-world req/s', 'ratio', 'non-2xx', 'errors'],
      results.http.map(httpCells),
    ),
    ...results.http
      .filter(hasFailures)
      .map((row) => `! ${row.database} ${row.name}: ${FAILURE_NOTE} (statuses ${formatStatuses(row)})`),
    '',
    'Push fan-out (an enterprise announcement to the whole demo tenant: from sending the publish to each NEWS frame)',
    ...formatTable(
      ['database', 'round', 'received', 'p50 ms', 'p99 ms', 'max ms', 'publish ms'],
      results.push.flatMap(pushCells),
    ),
    ...results.push.map(
      (row) =>
        `${row.database}: ${row.connected} of ${row.clients} sockets open in ${row.connectSeconds.toFixed(1)} s` +
        (row.connectFailure ? ` (first failure: ${row.connectFailure})` : ''),
    ),
    '',
    ...formatTelephony(results.telephony),
    '',
    ...formatSupervisorBoard(results.supervisorBoard),
    '',
    ...formatKnowledgeSearch(results.knowledgeSearch),
    '',
    ...formatWorkOrderList(results.workOrderList),
    '',
    'Logins (challenge, RSA-OAEP seal, POST /user/login; checks alone: argon2id password checks a second with ' +
      'nothing else running, the ceiling of any login rate on this machine)',
    ...formatTable(
      [
        'database',
        'accounts',
        'logins',
        'concurrency',
        'failed',
        'logins/s',
        'checks alone/s',
        'p50 ms',
        'p99 ms',
      ],
      results.logins.flatMap(({ database, manyAccounts, passwordChecksPerSecond, ...oneAccount }) =>
        [oneAccount, manyAccounts].map((row) => [
          database,
          String(row.accounts),
          String(row.logins),
          String(row.concurrency),
          String(row.failures),
          row.loginsPerSecond.toFixed(1),
          passwordChecksPerSecond.toFixed(0),
          row.p50Ms.toFixed(0),
          row.p99Ms.toFixed(0),
        ]),
      ),
    ),
    '',
    'Another call during a login burst (its p99 at a steady rate, alone and while logins run)',
    ...formatTable(
      ['database', 'call', 'req/s', 'p99 alone ms', 'p99 in burst ms', 'ratio', 'logins/s in burst'],
      results.logins.map(({ database, burst }) => [
        database,
        burst.name,
        String(burst.rate),
        burst.quietP99Ms.toFixed(0),
        burst.burstP99Ms.toFixed(0),
        (burst.burstP99Ms / Math.max(burst.quietP99Ms, 1)).toFixed(1),
        burst.logins.loginsPerSecond.toFixed(1),
      ]),
    ),
    '',
    'Page weight on the wire (the built files a first visit requests, workers included; KiB in the build, and ' +
      'received as brotli, gzip; JavaScript alone in KB gzip, the unit of the budgets)',
    ...formatTable(
      [
        'journey',
        'files',
        'build KiB',
        'brotli KiB',
        'gzip KiB',
        'JS gzip KB',
        'JS brotli KB',
        'largest JS (gzip KB)',
      ],
      pageWeight.map((journey) => [
        journey.name,
        String(journey.assets.length),
        kib(journey.buildBytes),
        kib(journey.brotliBytes),
        kib(journey.gzipBytes),
        kb(journey.script.gzipBytes),
        kb(journey.script.brotliBytes),
        journey.largestScript
          ? `${journey.largestScript.path.split('/').pop()} ${kb(journey.largestScript.gzipBytes)}`
          : '-',
      ]),
    ),
    '',
    formatDashboardMainThread(results.dashboardMainThread),
    '',
    formatStartUp(results.startUp),
    '',
    ...formatCallMemory(results.callMemory),
  ]
  if (results.postgresSkipped) lines.push('', results.postgresSkipped)
  lines.push('', `Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, ${machine.platform}`)
  return lines.join('\n')
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1)
const kb = (bytes: number) => (bytes / 1000).toFixed(1)

function httpCells(row: HttpRow): string[] {
  return [
    `${row.database} ${row.name}`,
    row.portal.requestsPerSecond.toFixed(0),
    row.portal.p99Ms.toFixed(1),
    row.helloWorld.requestsPerSecond.toFixed(0),
    row.ratio.toFixed(3),
    `${row.portal.non2xx}/${row.helloWorld.non2xx}`,
    `${row.portal.errors}/${row.helloWorld.errors}`,
  ]
}

function pushCells(row: PushRow): string[][] {
  return row.rounds.map((round, index) => [
    row.database,
    String(index + 1),
    `${round.received}/${row.connected}`,
    round.p50Ms.toFixed(0),
    round.p99Ms.toFixed(0),
    round.maxMs.toFixed(0),
    round.publishMs.toFixed(0),
  ])
}

function hasFailures(row: HttpRow): boolean {
  return row.portal.non2xx + row.portal.errors + row.helloWorld.non2xx + row.helloWorld.errors > 0
}

function formatStatuses(row: HttpRow): string {
  const describe = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  return `portal ${describe(row.portal.statusCounts)}; hello-world ${describe(row.helloWorld.statusCounts)}`
}
