import type { InvitationAnswer } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { callWatchers, lockCall } from './call-records'
import { isCallConnected } from './call-state-machine'
import type { CtiChange } from './cti-change'
import { lockAgentCall, notAllowedNow } from './call-lifecycle'

/** Whether an agent could take a call or an invitation now: signed in, on no call, watching none. */
export const isFree = (agent: { signedIn: boolean; onCall: boolean; monitoredCallId: string | null }) =>
  agent.signedIn && !agent.onCall && !agent.monitoredCallId

/**
 * The agent invites a free colleague into their connected call (a three-party conference), saying why; the
 * colleague's pages show the invitation dialog of §2.
 */
export async function invite(
  change: CtiChange,
  accountId: string,
  callId: string,
  request: { accountId: string; content: string },
) {
  const call = await lockAgentCall(change, accountId, callId)
  if (!isCallConnected(call.status) || request.accountId === accountId) throw notAllowedNow()
  const member = await change.tx.query('SELECT 1 FROM tenant_members WHERE account_id = $1', [
    request.accountId,
  ])
  if (member.rows.length === 0) throw new AppError('FAILURE', 'telephony.agentNotFree', 409)
  const invitee = await change.agent(request.accountId)
  if (!isFree(invitee)) throw new AppError('FAILURE', 'telephony.agentNotFree', 409)
  await change.tx.query(
    `INSERT INTO call_invitations (tenant_id, record_id, from_account_id, to_account_id, content)
     VALUES (current_tenant_id(), $1, $2, $3, $4)`,
    [call.id, accountId, request.accountId, request.content],
  )
  change.touch(request.accountId)
}

/** The invitee answers (§2): agreeing (and entering, which only tells the page to open the call) joins the call. */
export async function answerInvitation(
  change: CtiChange,
  accountId: string,
  invitationId: string,
  answer: InvitationAnswer,
) {
  const { rows } = await change.tx.query<{ record_id: string }>(
    `SELECT record_id FROM call_invitations WHERE id::text = $1 AND to_account_id = $2 AND status = 'waiting' FOR UPDATE`,
    [invitationId, accountId],
  )
  const invitation = rows[0]
  if (!invitation) throw new AppError('FAILURE', 'telephony.noSuchInvitation', 404)
  const call = await lockCall(change.tx, { recordId: invitation.record_id })
  const isLive = call !== undefined && isCallConnected(call.status)
  const agreed = answer !== 'refuse' && isLive
  await change.tx.query(`UPDATE call_invitations SET status = $2 WHERE id = $1`, [
    invitationId,
    agreed ? 'agreed' : answer === 'refuse' ? 'refused' : 'expired',
  ])
  if (!agreed || !call) {
    if (answer !== 'refuse') throw new AppError('FAILURE', 'telephony.noSuchCall', 404)
    return
  }
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  await change.apply(accountId, { type: 'monitorStart', mode: 'JOINED' }, { monitoredCallId: call.id })
  await change.tx.query(
    `INSERT INTO call_participants (tenant_id, record_id, account_id, name, role, monitor_mode)
     SELECT current_tenant_id(), $1, id, name, 'INVITEE', 'JOINED' FROM staff_accounts WHERE id = $2`,
    [call.id, accountId],
  )
}
