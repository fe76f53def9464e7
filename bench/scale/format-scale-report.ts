import { formatTable } from '../format-table'
import { formatDeploymentNotes } from './format-deployment-notes'
import type { DeploymentFigures, ScaleResults, ScaleWindow } from './scale-results'

type Row = { name: string; of: (window: ScaleWindow) => number | null; digits?: number }

/** The portal processes that ran to the window's end: a killed one's last second says nothing of the load. */
const portalsOf = (window: ScaleWindow) =>
  window.resources.processes.filter((each) => each.name.startsWith('portal') && !each.hasGone)
const cpuOf = (window: ScaleWindow, name: string) =>
  window.resources.processes.find((each) => each.name.startsWith(name))?.cpuPercent ?? null
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const mean = (values: number[]) => (values.length > 0 ? sum(values) / values.length : null)

/** The figures compared, each read from a window; the ratio column divides three processes' by one's. */
const ROWS: Row[] = [
  { name: 'calls placed', of: (w) => w.ringing.placed },
  { name: 'placements refused or failed', of: (w) => w.calls.failures },
  { name: 'ringing p50 ms (placed → ringing on the socket)', of: (w) => w.ringing.p50Ms },
  { name: 'ringing p99 ms', of: (w) => w.ringing.p99Ms },
  { name: 'ringing max ms', of: (w) => w.ringing.maxMs },
  { name: 'placed calls never seen ringing', of: (w) => w.ringing.placed - w.ringing.rang },
  { name: "calls shown ringing on two agents' pages at once", of: (w) => w.ringing.doubled },
  { name: 'simulator reply p99 ms', of: (w) => w.calls.replyP99Ms },
  { name: 'status POST → reply p50 ms', of: (w) => w.toggles.reply.p50Ms },
  { name: 'status POST → reply p99 ms', of: (w) => w.toggles.reply.p99Ms },
  { name: "status POST → own socket's push p50 ms", of: (w) => w.toggles.push?.p50Ms ?? null },
  { name: "status POST → own socket's push p99 ms", of: (w) => w.toggles.push?.p99Ms ?? null },
  { name: 'status changes sent', of: (w) => w.toggles.sent },
  { name: 'status changes refused', of: (w) => w.toggles.refused.count },
  { name: 'status pushes missing', of: (w) => w.toggles.push?.missing ?? null },
  { name: "status POST → supervisor's board p50 ms", of: (w) => w.board.p50Ms },
  { name: "status POST → supervisor's board p99 ms", of: (w) => w.board.p99Ms },
  { name: 'board samples', of: (w) => w.board.samples },
  { name: 'board samples not shown within 5 s', of: (w) => w.board.missing },
  { name: 'board read p99 ms', of: (w) => w.board.readP99Ms },
  { name: 'announcement → NEWS p50 ms', of: (w) => w.announcements.p50Ms },
  { name: 'announcement → NEWS p99 ms', of: (w) => w.announcements.p99Ms },
  {
    name: 'announcement sockets that missed it',
    of: (w) => w.announcements.expected - w.announcements.received,
  },
  { name: 'CPU per portal process % (mean)', of: (w) => mean(portalsOf(w).map((each) => each.cpuPercent)) },
  {
    name: 'CPU of the portal processes in all %',
    of: (w) => sum(portalsOf(w).map((each) => each.cpuPercent)),
  },
  {
    name: 'memory per portal process MB (largest)',
    of: (w) => Math.max(0, ...portalsOf(w).map((p) => p.rssMb)),
  },
  { name: 'PostgreSQL client connections (most)', of: (w) => w.resources.postgres.maxTotal },
  { name: 'PostgreSQL connections running a statement (most)', of: (w) => w.resources.postgres.maxActive },
  {
    name: "PostgreSQL connections waiting on another's lock (most)",
    of: (w) => w.resources.postgres.maxWaitingOnLock,
  },
  {
    name: 'PostgreSQL connections idle in a transaction (most)',
    of: (w) => w.resources.postgres.maxIdleInTransaction,
  },
  { name: 'CPU of PostgreSQL %', of: (w) => cpuOf(w, 'PostgreSQL') },
  { name: 'CPU of Redis %', of: (w) => cpuOf(w, 'Redis') },
  { name: 'CPU of HAProxy %', of: (w) => cpuOf(w, 'HAProxy') },
  { name: 'CPU of the bench (the simulated agents) %', of: (w) => cpuOf(w, 'bench') },
  { name: 'machine busy %', of: (w) => w.resources.machineBusyPercent },
  {
    name: 'machine busy with other work %',
    of: (w) => w.resources.machineBusyPercent - sum(w.resources.processes.map((each) => each.cpuPercent)),
  },
  { name: 'load average (1 min, at the end)', of: (w) => w.resources.loadAverage, digits: 1 },
  { name: 'bench event-loop lag p99 ms', of: (w) => w.benchLag.p99Ms },
]

const formatNumber = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits))

/**
 * The scale bench's report: each figure on one process and on three before, during and after one is killed, with
 * the ratio of three to one; then each process's CPU and memory, the kill, the call records' check and the errors
 * the processes logged.
 * @example console.log(formatScaleReport(results))
 */
export function formatScaleReport(results: ScaleResults): string {
  const { size, machine, onePortal, threePortals } = results
  const [one] = onePortal.windows
  const windows = [one, ...threePortals.windows].filter((window): window is ScaleWindow => Boolean(window))
  const before = threePortals.windows.find((window) => window.label === 'before')
  const lines = [
    `Scale bench: ${size.agents} agents in ${size.tenants} tenants, each with a session and a push socket (a tenth ` +
      'changing status in a group no call reaches, the rest taking calls: answer, talk 2 s, hang up, end after-call ' +
      `work), a supervisor per tenant reading the board on each push; inbound calls at ${size.callsPerSecond}/s into ` +
      `the tenants' queues in turn; windows of ${size.seconds} s, each with one announcement per tenant`,
    `Machine: ${machine.cpus} CPUs (${machine.model}), ${machine.node}, ${machine.platform}; open-file limit ` +
      `${results.openFilesLimit}`,
    '',
    ...formatTable(
      ['figure', ...windows.map((window) => windowTitle(window)), 'three/one (before)'],
      ROWS.map((row) => {
        const ratio = ratioOf(before ? row.of(before) : null, one ? row.of(one) : null)
        return [
          row.name,
          ...windows.map((window) => formatNumber(row.of(window), row.digits)),
          ratio === null ? '-' : ratio.toFixed(2),
        ]
      }),
    ),
    '',
    `CPU % is of one core (${machine.cpus} cores: ${machine.cpus * 100} % in all). Each process over each window: ` +
      'CPU % / largest resident memory MB (PostgreSQL: summed over its processes, shared memory in each)',
    ...formatProcesses(windows),
    '',
    ...formatLoss(threePortals),
    ...formatDeploymentNotes('one portal', onePortal),
    ...formatDeploymentNotes('three portals', threePortals),
  ]
  return lines.join('\n')
}

function windowTitle(window: ScaleWindow): string {
  return window.label === 'one process' ? 'one portal' : `three: ${window.label}`
}

function ratioOf(three: number | null, one: number | null): number | null {
  return three === null || one === null || one === 0 ? null : three / one
}

function formatProcesses(windows: readonly ScaleWindow[]): string[] {
  // In the order the three-process run watched them (its windows name every process): portals first, bench last.
  const names = [
    ...new Set(
      [...windows].reverse().flatMap((window) => window.resources.processes.map((each) => each.name)),
    ),
  ]
  return formatTable(
    ['process', ...windows.map(windowTitle)],
    names.map((name) => [
      name,
      ...windows.map((window) => {
        const usage = window.resources.processes.find((each) => each.name === name)
        if (!usage || usage.rssMb === 0) return '-'
        return `${usage.cpuPercent.toFixed(0)} / ${usage.rssMb.toFixed(0)}${usage.hasGone ? ' (killed)' : ''}`
      }),
    ]),
  )
}

function formatLoss({ loss }: DeploymentFigures): string[] {
  if (!loss) return []
  const allOpen =
    loss.allOpenAgainMs === null ? 'NOT all open again within 60 s' : `${loss.allOpenAgainMs.toFixed(0)} ms`
  return [
    `Killed portal 2 (pid ${loss.pid}) with SIGKILL 1 s into "during": ${loss.droppedPages} pages dropped; every ` +
      `one open again through the balancer after ${allOpen} (p50 ${loss.openAgainP50Ms.toFixed(0)} ms, p90 ` +
      `${loss.openAgainP90Ms.toFixed(0)} ms; ${loss.refusals} attempts refused on the way)`,
  ]
}
