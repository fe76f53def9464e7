import type { SupervisorBoardRow } from './bench-results'

/**
 * Prints the supervisor board figures of one portal as they come, in the bench's running log.
 * @example logSupervisorBoard({ database: 'embedded', ...(await measureSupervisorBoard(origin, cookie, callCentre)) })
 */
export function logSupervisorBoard(row: SupervisorBoardRow) {
  const { database, latency, read, toggles } = row
  const ms = (value: number) => value.toFixed(0)
  console.log(
    `  ${database} supervisor board: ${toggles.sent} status changes in ${toggles.sentSeconds.toFixed(1)} s ` +
      `(${toggles.refused.count} refused, reply p50 ${ms(toggles.reply.p50Ms)} / p99 ${ms(toggles.reply.p99Ms)} ms); ${latency.samples} samples shown p50 ${ms(latency.p50Ms)} / ` +
      `p99 ${ms(latency.p99Ms)} / max ${ms(latency.maxMs)} ms, ${latency.missing} never shown; ` +
      `${row.pushes} pushes, ${row.reads} reads p50 ${ms(read.p50Ms)} / p99 ${ms(read.p99Ms)} ms, ` +
      `${read.bytes} bytes for ${read.agents} agents; load average ${row.machineLoad.loadAverage.toFixed(1)}`,
  )
}
