import type { AgentStatusChoice } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { peekAgentCalls } from './agent-repository'
import { callWatchers, lockCall } from './call-repository'
import { isCallConnected } from './call-state-machine'
import type { CtiChange } from './cti-change'
import { chooseStatus } from './agent-commands'
import { isWatchedBy, recordSupervisorAction } from './monitor-board-repository'
import { addStaffParticipant, leaveCall, markJoined } from './participant-repository'

const noSuchCall = () => new AppError('FAILURE', 'telephony.noSuchCall', 404)

/** A connected call of the tenant that is not the supervisor's own, locked; its agent's page is told. */
async function monitoredCall(change: CtiChange, accountId: string, callId: string) {
  const call = await lockCall(change.tx, { callId })
  if (!call || !isCallConnected(call.status) || call.agent_account_id === accountId) throw noSuchCall()
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  return call
}

/**
 * §7 setMonitorStatus: the supervisor starts listening to a call (they hear it, nobody hears them) or stops,
 * listening or joined.
 */
export async function setMonitorStatus(
  change: CtiChange,
  accountId: string,
  callId: string,
  listeningStatus: 'LISTENING' | 'END',
) {
  if (listeningStatus === 'END') return stopMonitoring(change, accountId, callId)
  const { monitoredCallId } = await peekAgentCalls(change.tx, accountId)
  if (monitoredCallId) await stopMonitoring(change, accountId, null)
  const call = await monitoredCall(change, accountId, callId)
  await change.apply(accountId, { type: 'monitorStart', mode: 'LISTENING' }, { monitoredCallId: call.id })
  await addStaffParticipant(change.tx, call.id, accountId, 'MONITOR', 'LISTENING')
  await recordSupervisorAction(change.tx, {
    supervisorId: accountId,
    agentId: call.agent_account_id,
    recordId: call.id,
    action: 'listen',
  })
}

/** A listening supervisor joins the call: all three hear each other (the agent's widget shows it). */
export async function joinCall(change: CtiChange, accountId: string, callId: string) {
  const call = await monitoredCall(change, accountId, callId)
  if (!(await markJoined(change.tx, call.id, accountId)))
    throw new AppError('FAILURE', 'telephony.actionNotAllowed', 409)
  await change.apply(accountId, { type: 'monitorStart', mode: 'JOINED' })
  await recordSupervisorAction(change.tx, {
    supervisorId: accountId,
    agentId: call.agent_account_id,
    recordId: call.id,
    action: 'join',
  })
}

/** The supervisor (or an invitee) leaves the call they watch; `callId` null leaves whatever it is. */
export async function stopMonitoring(change: CtiChange, accountId: string, callId: string | null) {
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
  await change.apply(accountId, { type: 'monitorEnd' }, { monitoredCallId: null })
  if (role === 'MONITOR')
    await recordSupervisorAction(change.tx, {
      supervisorId: accountId,
      agentId: watched?.agent_account_id ?? null,
      recordId,
      action: 'end',
    })
}

/**
 * A supervisor sets the status of an agent of the skill groups they watch (during a call, for when it ends); the
 * agent's pages say a supervisor did it, and the act is recorded.
 */
export async function setAgentStatusAsSupervisor(
  change: CtiChange,
  supervisorId: string,
  request: AgentStatusChoice & { accountId: string },
) {
  const { accountId, ...choice } = request
  if (accountId === supervisorId || !(await isWatchedBy(change.tx, supervisorId, accountId)))
    throw new AppError('FAILURE', 'telephony.notInYourGroups', 404)
  const agent = await change.agent(accountId)
  if (!agent.signedIn) throw new AppError('FAILURE', 'telephony.notSignedIn', 409)
  await chooseStatus(change, accountId, { ...choice, bySupervisor: true })
  await recordSupervisorAction(change.tx, {
    supervisorId,
    agentId: accountId,
    recordId: null,
    action: 'setStatus',
    detail: { status: choice.status, restReason: choice.restReason ?? null },
  })
}
