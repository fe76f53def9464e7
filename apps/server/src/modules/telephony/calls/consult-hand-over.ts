import type { CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { leaveCall } from '../state/participant-repository'
import { continueCall, setConsultStatus } from '../state/transfer-repository'

/** The colleague leaves the consult's call and returns to what they were. */
export async function releaseColleague(change: CtiChange, recordId: string, colleagueId: string) {
  await leaveCall(change.tx, recordId, colleagueId)
  await change.apply(colleagueId, { type: 'monitorEnd' }, { monitoredCallId: null })
}

/**
 * A completed consult hands the customer over: they go on in a new record of the colleague's, connected (no longer
 * held), and the consult is completed into it. The agent's record is the caller's to end (as transferred).
 */
export async function handOverConsult(
  change: CtiChange,
  call: CallRecordRow,
  consult: { id: string; toAccountId: string },
) {
  const next = await continueCall(change.tx, call, {
    status: 'INBOUND_ACTIVE',
    agentAccountId: consult.toAccountId,
    mark: consult.id.slice(0, 8),
  })
  await setConsultStatus(change.tx, consult.id, 'COMPLETED', next.id)
  await releaseColleague(change, call.id, consult.toAccountId)
  await change.apply(consult.toAccountId, { type: 'callStarted' }, { currentCallId: next.id })
}
