import type { AgentStatusChoice } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { peekAgentCalls } from '../state/agent-repository'
import { callWatchers, lockCall, type CallRecordRow } from '../state/call-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { chooseStatus } from '../agents/agent-commands'
import { OutOfScopeRefusal, type SupervisorAudit } from './supervisor-audit'
import { isAgentWatchedBy, isCallWatchedBy } from './supervisor-scope-repository'
import { memberName } from '../state/telephony-directory-repository'
import { addStaffParticipant, leaveCall, markJoined } from '../state/participant-repository'
import { cancelConsultOf } from '../state/transfer-repository'

const noSuchCall = () => new AppError('FAILURE', 'telephony.noSuchCall', 404)

/** The audit trail's entry for a supervisor's act on a call: the call, named by its agent. */
async function callEntry(change: CtiChange, call: CallRecordRow, action: string) {
  const agent = await memberName(change.tx, call.agent_account_id)
  return {
    action,
    targetType: 'call',
    targetId: call.id,
    targetName: agent,
    after: { agent, callId: call.call_id },
  }
}

/**
 * A connected call of the supervisor's skill groups that is not their own, locked; its agent's page is told.
 * One outside their groups is refused (`refusal` names the act in the audit trail).
 */
async function monitoredCall(change: CtiChange, accountId: string, callId: string, refusal: string) {
  const call = await lockCall(change.tx, { callId })
  if (!call || !isCallConnected(call.status) || call.agent_account_id === accountId) throw noSuchCall()
  if (!(await isCallWatchedBy(change.tx, accountId, call.id)))
    throw new OutOfScopeRefusal('telephony.callNotInYourGroups', await callEntry(change, call, refusal))
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  return call
}

/**
 * §7 setMonitorStatus: the supervisor starts listening to a call (they hear it, nobody hears them) or stops,
 * listening or joined.
 */
export async function setMonitorStatus(
  change: CtiChange,
  audit: SupervisorAudit,
  accountId: string,
  callId: string,
  listeningStatus: 'LISTENING' | 'END',
) {
  if (listeningStatus === 'END') return stopMonitoring(change, audit, accountId, callId)
  const { monitoredCallId } = await peekAgentCalls(change.tx, accountId)
  if (monitoredCallId) await stopMonitoring(change, audit, accountId, null)
  const call = await monitoredCall(change, accountId, callId, 'call.listenRefused')
  await change.apply(accountId, { type: 'monitorStart', mode: 'LISTENING' }, { monitoredCallId: call.id })
  await addStaffParticipant(change.tx, call.id, accountId, 'MONITOR', 'LISTENING')
  await audit(change.tx, await callEntry(change, call, 'call.listen'))
}

/** A listening supervisor joins the call: all three hear each other (the agent's widget shows it). */
export async function joinCall(change: CtiChange, audit: SupervisorAudit, accountId: string, callId: string) {
  const call = await monitoredCall(change, accountId, callId, 'call.joinRefused')
  if (!(await markJoined(change.tx, call.id, accountId)))
    throw new AppError('FAILURE', 'telephony.actionNotAllowed', 409)
  await change.apply(accountId, { type: 'monitorStart', mode: 'JOINED' })
  await audit(change.tx, await callEntry(change, call, 'call.join'))
}

/**
 * The supervisor (or an invitee) leaves the call they watch; `callId` null leaves whatever it is. Leaving is
 * never refused: it only takes the caller off the call.
 */
export async function stopMonitoring(
  change: CtiChange,
  audit: SupervisorAudit,
  accountId: string,
  callId: string | null,
) {
  const { monitoredCallId: recordId } = await peekAgentCalls(change.tx, accountId)
  if (!recordId) return
  if (callId) {
    const call = await lockCall(change.tx, { callId })
    if (!call || call.id !== recordId) throw noSuchCall()
  }
  const watched = await lockCall(change.tx, { recordId })
  change.touch(watched?.agent_account_id ?? null, ...(await callWatchers(change.tx, recordId)))
  // An invitee's leaving is not a supervisor's act; a supervisor's is recorded.
  const role = await leaveCall(change.tx, recordId, accountId)
  await cancelConsultOf(change.tx, recordId, accountId)
  await change.apply(accountId, { type: 'monitorEnd' }, { monitoredCallId: null })
  if (role === 'MONITOR' && watched)
    await audit(change.tx, await callEntry(change, watched, 'call.endMonitoring'))
}

/**
 * A supervisor sets the status of an agent of the skill groups they watch (during a call, for when it ends); the
 * agent's pages say a supervisor did it, and the act is in the audit trail.
 */
export async function setAgentStatusAsSupervisor(
  change: CtiChange,
  audit: SupervisorAudit,
  supervisorId: string,
  request: AgentStatusChoice & { accountId: string },
) {
  const { accountId, ...choice } = request
  const target = {
    targetType: 'agent',
    targetId: accountId,
    targetName: await memberName(change.tx, accountId),
  }
  const after = { status: choice.status, restReason: choice.restReason ?? null }
  if (accountId === supervisorId || !(await isAgentWatchedBy(change.tx, supervisorId, accountId)))
    throw new OutOfScopeRefusal('telephony.notInYourGroups', {
      action: 'agent.setStatusRefused',
      ...target,
      after,
    })
  const agent = await change.agent(accountId)
  if (!agent.signedIn) throw new AppError('FAILURE', 'telephony.notSignedIn', 409)
  await chooseStatus(change, accountId, { ...choice, bySupervisor: true })
  await audit(change.tx, {
    action: 'agent.setStatus',
    ...target,
    before: { status: agent.chosenStatus, restReason: agent.restReason },
    after,
  })
}
