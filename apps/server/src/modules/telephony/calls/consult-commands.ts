import type { ConsultAction } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { callWatchers, lockCall, updateCall, type CallRecordRow } from '../state/call-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { addStaffParticipant } from '../state/participant-repository'
import { startConsultReferral } from '../state/referral-repository'
import {
  findOpenConsult,
  hasOpenConsult,
  insertTransfer,
  setConsultStatus,
  type OpenConsult,
} from '../state/transfer-repository'
import { endCall, lockAgentCall, notAllowedNow, requireNext } from './call-lifecycle'
import { freeColleague } from './colleague'
import { secondsAfter } from '../state/seconds-after'
import { isColleagueAction, nextConsultStatus } from '../state/consult-state-machine'
import { referCustomerToColleague } from './sip-referral'
import { failReferralOf } from './sip-referral-outcome'
import { handOverConsult, releaseColleague } from './consult-hand-over'

/**
 * How long a completed consult's referral may go without a word from the agent's softphone (the customer's phone
 * answers a REFER at once, and their INVITE with Replaces is answered by the colleague's softphone without a ring)
 * before the agents are back talking, the customer still held.
 */
const CONSULT_REFERRAL_WAIT_SECONDS = 20

const noSuchConsult = () => new AppError('FAILURE', 'telephony.noSuchConsult', 404)

/** The customer waits on hold while the agents talk; a call already held stays so. */
async function holdCustomer(change: CtiChange, call: CallRecordRow) {
  if (/ON_HOLD/.test(call.status)) return
  await updateCall(change.tx, call.id, { status: requireNext(call, 'hold'), held_at: change.now })
}

/**
 * The agent consults a free colleague about their connected call: the customer is held and the colleague's phone
 * rings (their pages show the consult, to answer or refuse; on SIP the agent's softphone calls the colleague's).
 */
export async function consult(change: CtiChange, accountId: string, callId: string, colleagueId: string) {
  const call = await lockAgentCall(change, accountId, callId)
  if (!isCallConnected(call.status)) throw notAllowedNow()
  if (await hasOpenConsult(change.tx, call.id)) throw new AppError('FAILURE', 'telephony.consultOpen', 409)
  await freeColleague(change, accountId, colleagueId)
  change.touch(colleagueId, ...(await callWatchers(change.tx, call.id)))
  await holdCustomer(change, call)
  await insertTransfer(change.tx, {
    recordId: call.id,
    fromAccountId: accountId,
    mode: 'CONSULT',
    status: 'RINGING',
    to: { accountId: colleagueId },
    ringDeadline: secondsAfter(change.now, change.settings.ringTimeoutSeconds),
  })
  // On SIP the agent's softphone places the consult's second call to the colleague's softphone.
  await referCustomerToColleague(change, call, colleagueId)
}

async function resumeCustomer(change: CtiChange, call: CallRecordRow) {
  if (/ON_HOLD/.test(call.status))
    await updateCall(change.tx, call.id, { status: requireNext(call, 'resume'), held_at: null })
}

/**
 * A consult's next step: the colleague answers (joining the held call, to talk) or refuses; the consulting agent
 * completes it (the customer goes on in the colleague's call, and the agent's leg ends as after a hang-up),
 * conferences it (all three talk, the customer taken off hold and the colleague joined in the call; on SIP the
 * consulting agent's softphone mixes the audio, since a proxy mixes none) or cancels it (back with the customer,
 * taken off hold).
 */
export async function actOnConsult(
  change: CtiChange,
  accountId: string,
  consultId: string,
  action: ConsultAction,
) {
  const seen = await findOpenConsult(change.tx, consultId, 'peek')
  const actor = isColleagueAction(action) ? seen?.toAccountId : seen?.fromAccountId
  if (!seen || actor !== accountId) throw noSuchConsult()
  const call = await lockCall(change.tx, { recordId: seen.recordId })
  const open = await findOpenConsult(change.tx, consultId, 'lock')
  if (!call || !open || !isCallConnected(call.status)) throw noSuchConsult()
  const status = nextConsultStatus(open.status, action)
  if (!status) throw notAllowedNow()
  change.touch(open.fromAccountId, open.toAccountId, ...(await callWatchers(change.tx, call.id)))
  switch (status) {
    case 'CONSULTING':
      await freeColleague(change, open.fromAccountId, open.toAccountId)
      await setConsultStatus(change.tx, open.id, status)
      await change.apply(
        open.toAccountId,
        { type: 'monitorStart', mode: 'JOINED' },
        { monitoredCallId: call.id },
      )
      await addStaffParticipant(change.tx, call.id, open.toAccountId, 'INVITEE', 'JOINED')
      return
    case 'CONFERENCED':
      await setConsultStatus(change.tx, open.id, status)
      return resumeCustomer(change, call)
    case 'COMPLETED':
      return complete(change, call, open)
    default:
      await setConsultStatus(change.tx, open.id, status)
      if (open.status !== 'RINGING') await releaseColleague(change, call.id, open.toAccountId)
      // Cancelling returns the agent to the customer: they are taken off hold at once (on SIP a held customer hears
      // silence, since a proxy plays no music; on every network the agent chose to go back to them).
      if (status === 'CANCELLED') await resumeCustomer(change, call)
  }
}

/**
 * The agent completes the consult. On a SIP network the media must follow first: the customer's call stays the
 * agent's, held, while their softphone refers the customer to the colleague with Replaces (sip-referral-outcome
 * settles it, or the deadline fails it). Elsewhere the customer goes on in the colleague's call at once, and the
 * agent's leg ends as after a hang-up.
 */
async function complete(change: CtiChange, call: CallRecordRow, open: OpenConsult) {
  if (change.cti.name === 'sip' && call.sip_dialog) {
    const deadline = secondsAfter(change.now, CONSULT_REFERRAL_WAIT_SECONDS)
    return startConsultReferral(change.tx, open.id, deadline)
  }
  await handOverConsult(change, call, open)
  await endCall(change, call, 'hangup', 'transferred')
}

/**
 * A consult's deadline passed: the colleague did not answer in the tenant's ring time (it ends unanswered), or the
 * customer's phone said nothing of the referral in time (the agents talk on). Either way the agent is back with
 * the customer, still held.
 */
export async function consultDeadlinePassed(change: CtiChange, consultId: string) {
  const seen = await findOpenConsult(change.tx, consultId, 'peek')
  if (!seen) return
  const call = await lockCall(change.tx, { recordId: seen.recordId })
  const open = await findOpenConsult(change.tx, consultId, 'lock')
  if (!call || !open?.ringDeadline || open.ringDeadline > change.now) return
  if (open.status === 'REFERRING') return failReferralOf(change, call, 'telephony.referralTimedOut')
  if (open.status !== 'RINGING') return
  change.touch(open.fromAccountId, open.toAccountId)
  await setConsultStatus(change.tx, open.id, 'UNANSWERED')
}
