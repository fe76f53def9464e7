import type { InvitationAnswer } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { callWatchers, lockCall } from '../state/call-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { lockAgentCall, notAllowedNow } from './call-lifecycle'
import {
  addStaffParticipant,
  closeInvitation,
  findWaitingInvitation,
  insertInvitation,
} from '../state/participant-repository'
import { isTenantMember } from '../state/telephony-directory-repository'

/** Whether an agent could take a call or an invitation now: signed in, on no call, watching none. */
export const isFree = (agent: { signedIn: boolean; onCall: boolean; watching: boolean }) =>
  agent.signedIn && !agent.onCall && !agent.watching

const notFree = () => new AppError('FAILURE', 'telephony.agentNotFree', 409)
const noSuchInvitation = () => new AppError('FAILURE', 'telephony.noSuchInvitation', 404)

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
  if (!(await isTenantMember(change.tx, request.accountId))) throw notFree()
  const invitee = await change.agent(request.accountId)
  if (!isFree({ ...invitee, watching: invitee.monitoredCallId !== null })) throw notFree()
  await insertInvitation(change.tx, {
    recordId: call.id,
    fromAccountId: accountId,
    toAccountId: request.accountId,
    content: request.content,
  })
  change.touch(request.accountId)
}

/**
 * The invitee answers (§2): agreeing (and entering, which only tells the page to open the call) joins the call.
 * The call is locked before its invitation, as a hang-up does (it locks the call, then expires its invitations).
 */
export async function answerInvitation(
  change: CtiChange,
  accountId: string,
  invitationId: string,
  answer: InvitationAnswer,
) {
  const seen = await findWaitingInvitation(change.tx, invitationId, accountId, 'peek')
  if (!seen) throw noSuchInvitation()
  const call = await lockCall(change.tx, { recordId: seen.recordId })
  if (!(await findWaitingInvitation(change.tx, invitationId, accountId, 'lock'))) throw noSuchInvitation()
  if (answer === 'refuse') return closeInvitation(change.tx, invitationId, 'refused')
  if (!call || !isCallConnected(call.status)) {
    await closeInvitation(change.tx, invitationId, 'expired')
    throw new AppError('FAILURE', 'telephony.noSuchCall', 404)
  }
  await closeInvitation(change.tx, invitationId, 'agreed')
  change.touch(call.agent_account_id, ...(await callWatchers(change.tx, call.id)))
  await change.apply(accountId, { type: 'monitorStart', mode: 'JOINED' }, { monitoredCallId: call.id })
  await addStaffParticipant(change.tx, call.id, accountId, 'INVITEE', 'JOINED')
}
