import type { TelephonyRow } from './bench-results'
import { formatTable } from './format-table'
import { RINGING_P99_TARGET_MS } from './telephony-load'

/**
 * The telephony section of the report: the calls' ringing figures beside their target, whether any call was
 * lost or rang at two agents at once, and the agents' status round trips; nothing when there are no rows.
 * @example lines.push(...formatTelephony(results.telephony))
 */
export function formatTelephony(rows: TelephonyRow[]): string[] {
  const [first] = rows
  if (!first) return []
  const ms = (value: number) => value.toFixed(0)
  return [
    `Telephony (${first.agents} agents READY in one skill group, each with a push socket; inbound calls at ` +
      `${first.callsPerSecond}/s for ${first.windowSeconds} s, each answered, talked ${first.talkMs} ms, hung up, ` +
      'after-call work ended): ringing = from sending the simulator request to INBOUND_WAITING_FOR_ANSWER on ' +
      "the offered agent's socket; hello-world = that server asked at the same rate meanwhile; " +
      'lost = neither rang nor queued at the end; doubled = ringing at two agents at once',
    ...formatTable(
      [
        'database',
        'calls',
        'rang',
        'queued',
        'lost',
        'doubled',
        'ring p50 ms',
        'ring p99 ms',
        'target p99 ms',
        'ring max ms',
        'simulator reply p50/p99 ms',
        'hello-world p50/p99 ms',
        'refused',
      ],
      rows.map((row) => [
        row.database,
        `${row.ringing.placed} in ${row.sentSeconds.toFixed(1)} s`,
        String(row.ringing.rang),
        row.queuedAtEnd === null ? '?' : String(row.queuedAtEnd),
        String(row.lost),
        String(row.ringing.doubled),
        ms(row.ringing.p50Ms),
        ms(row.ringing.p99Ms),
        `< ${RINGING_P99_TARGET_MS[row.database]}`,
        ms(row.ringing.maxMs),
        `${ms(row.simulatorReply.p50Ms)}/${ms(row.simulatorReply.p99Ms)}`,
        `${ms(row.helloWorld.p50Ms)}/${ms(row.helloWorld.p99Ms)}`,
        `${row.placementFailures}+${row.commandFailures.count}`,
      ]),
    ),
    ...rows
      .flatMap((row) => [
        row.firstPlacementFailure && `! ${row.database} simulator refused: ${row.firstPlacementFailure}`,
        row.commandFailures.first && `! ${row.database} agent command refused: ${row.commandFailures.first}`,
        row.ringing.reoffered > 0 &&
          `! ${row.database}: ${row.ringing.reoffered} calls rang at a second agent`,
        `${row.database}: the calls rang at ${row.ringing.agentsRung} agents, at most ` +
          `${row.ringing.mostCallsAtOneAgent} at one`,
        `${row.database}: during the calls the bench's own event loop lagged p99 ` +
          `${ms(row.machineLoad.benchLagP99Ms)} ms (max ${ms(row.machineLoad.benchLagMaxMs)} ms); load average ` +
          `${row.machineLoad.loadAverage.toFixed(1)} on ${row.machineLoad.cpus} CPUs`,
      ])
      .filter((line): line is string => Boolean(line)),
    '',
    'Agent status change (POST agent/status READY after signing in, one agent at a time): to the reply and to ' +
      "the CTI_STATE frame on the agent's socket",
    ...formatTable(
      ['database', 'changes', 'reply p50 ms', 'reply p99 ms', 'push p50 ms', 'push p99 ms', 'no push'],
      rows.map(({ database, status }) => [
        database,
        String(status.changes),
        ms(status.reply.p50Ms),
        ms(status.reply.p99Ms),
        ms(status.push.p50Ms),
        ms(status.push.p99Ms),
        String(status.missingPushes),
      ]),
    ),
  ]
}
