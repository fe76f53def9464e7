import type { TelephonyRow } from './bench-results'
import { RINGING_P99_TARGET_MS } from './telephony-load'

/**
 * Prints the telephony figures of one portal as they come, in the bench's running log.
 * @example logTelephonyLoad({ database: 'embedded', ...(await measureTelephonyLoad(origin, cookie, callCentre)) })
 */
export function logTelephonyLoad(row: TelephonyRow) {
  const { database, status, ringing } = row
  const ms = (value: number) => value.toFixed(0)
  console.log(
    `  ${database} telephony: ${row.connected}/${row.agents} agents' sockets open; READY round trip ` +
      `reply p50 ${ms(status.reply.p50Ms)} / p99 ${ms(status.reply.p99Ms)} ms, ` +
      `push p50 ${ms(status.push.p50Ms)} / p99 ${ms(status.push.p99Ms)} ms (${status.missingPushes} missing)`,
  )
  console.log(
    `  ${database} telephony: ${ringing.placed} calls in ${row.sentSeconds.toFixed(1)} s ` +
      `(${row.placementFailures} refused${row.firstPlacementFailure ? `: ${row.firstPlacementFailure}` : ''}), ` +
      `ringing p50 ${ms(ringing.p50Ms)} / p99 ${ms(ringing.p99Ms)} / max ${ms(ringing.maxMs)} ms ` +
      `(target p99 < ${RINGING_P99_TARGET_MS[database]} ms; hello-world meanwhile p50 ${ms(row.helloWorld.p50Ms)} / ` +
      `p99 ${ms(row.helloWorld.p99Ms)} ms); rang ${ringing.rang}, ` +
      `queued at the end ${row.queuedAtEnd ?? 'unknown'}, lost ${row.lost}, doubled ${ringing.doubled}, ` +
      `re-offered ${ringing.reoffered}; rang at ${ringing.agentsRung} agents, at most ` +
      `${ringing.mostCallsAtOneAgent} at one; taken ${row.taken}, ${row.commandFailures.count} commands refused` +
      (row.commandFailures.first ? ` (first: ${row.commandFailures.first})` : '') +
      `; bench lag p99 ${ms(row.machineLoad.benchLagP99Ms)} ms, ` +
      `load average ${row.machineLoad.loadAverage.toFixed(1)}`,
  )
}
