import type { SupervisorBoardRow } from './bench-results'
import { formatTable } from './format-table'

/**
 * The supervisor's live view section of the report: how long an agent's status change takes to show on the
 * board read on MONITOR_BOARD pushes, and the board read itself; nothing when there are no rows.
 * @example lines.push(...formatSupervisorBoard(results.supervisorBoard))
 */
export function formatSupervisorBoard(rows: SupervisorBoardRow[]): string[] {
  const [first] = rows
  if (!first) return []
  const ms = (value: number) => value.toFixed(0)
  const { load } = first
  return [
    `Supervisor's live view (${first.agents} agents signed in, each toggling READY ↔ 挂起 every ` +
      `${load.periodSeconds} s, ${load.changesPerSecond} changes/s in all; the admin's socket reads GET ` +
      'speech/monitor/board on each MONITOR_BOARD push, one more read owed for a push during a read): shown = ' +
      "from sending a sampled agent's status POST to the end of the first board read showing that change; " +
      `never = not shown within ${first.timeoutMs / 1000} s`,
    ...formatTable(
      [
        'database',
        'samples',
        'never',
        'shown p50 ms',
        'shown p99 ms',
        'shown max ms',
        'pushes',
        'reads',
        'read p50 ms',
        'read p99 ms',
        'read bytes',
        'board agents',
        'changes/s',
        'status reply p50/p99 ms',
      ],
      rows.map((row) => [
        row.database,
        String(row.latency.samples),
        String(row.latency.missing),
        ms(row.latency.p50Ms),
        ms(row.latency.p99Ms),
        ms(row.latency.maxMs),
        String(row.pushes),
        String(row.reads),
        ms(row.read.p50Ms),
        ms(row.read.p99Ms),
        String(row.read.bytes),
        String(row.read.agents),
        (row.toggles.sent / Math.max(row.toggles.sentSeconds, 1)).toFixed(0),
        `${ms(row.toggles.reply.p50Ms)}/${ms(row.toggles.reply.p99Ms)}`,
      ]),
    ),
    ...rows
      .flatMap((row) => [
        row.connectFailure && `! ${row.database} a push socket did not open: ${row.connectFailure}`,
        row.toggles.refused.first &&
          `! ${row.database} ${row.toggles.refused.count} status changes refused: ${row.toggles.refused.first}`,
        row.readFailures.first &&
          `! ${row.database} ${row.readFailures.count} board reads failed: ${row.readFailures.first}`,
        `${row.database}: ${row.toggles.sent} changes sent in ${row.toggles.sentSeconds.toFixed(1)} s, ` +
          `${row.toggles.skipped} turns passed (the agent's change still unanswered or its sample not yet shown); ` +
          `load average ${row.machineLoad.loadAverage.toFixed(1)} on ${row.machineLoad.cpus} CPUs`,
      ])
      .filter((line): line is string => Boolean(line)),
  ]
}
