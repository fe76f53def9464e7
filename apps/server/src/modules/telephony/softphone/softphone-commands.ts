import type { SipDialog, SoftphoneEvent } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { updateCall } from '../state/call-repository'
import { endCall, lockAgentCall } from '../calls/call-lifecycle'
import { isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { farEndActs } from '../calls/far-end-events'
import { completeReferral, failReferralOf } from '../calls/sip-referral-outcome'
import { placeInboundCall } from '../routing/inbound-call'
import { isConsultLeg } from './consult-leg'
import { lockCallAwaitingReferral } from './referred-call'
import { lockAgentSipCall } from './sip-user-repository'

/** The agent takes calls on the browser softphone of a SIP network, or the request is not theirs to make. */
async function requireSoftphone(change: CtiChange, accountId: string) {
  const agent = await change.agent(accountId)
  if (change.settings.network !== 'sip' || !agent.signedIn || agent.signModel !== 'SIPPHONE')
    throw new AppError('FAILURE', 'telephony.notSoftphone', 409)
  return agent
}

/**
 * A SIP call reached the agent's softphone (the SIP server routed it there): it becomes the agent's ringing call,
 * if they are ready and free; otherwise the request is refused and the page declines the SIP call. When the SIP
 * server reported the call first, it is that call (the page's dialog replaces the server's), or, once ended, none.
 * A customer referred to the agent by a colleague's transfer is the transferred call ringing for them (or, after
 * a consult, already connected: their arrival completes the consult); a consult's second call is left to the
 * consult's commands.
 */
export async function receiveSoftphoneCall(
  change: CtiChange,
  accountId: string,
  incoming: { from: string; dialog: SipDialog },
) {
  const agent = await requireSoftphone(change, accountId)
  const known = await lockAgentSipCall(change.tx, accountId, incoming.dialog.callId)
  if (known && isCallEnded(known.status)) throw new AppError('FAILURE', 'telephony.noSuchCall', 404)
  if (known) return updateCall(change.tx, known.id, { sip_dialog: incoming.dialog })
  if (await isConsultLeg(change, accountId, incoming.from)) return
  const referred = await lockCallAwaitingReferral(change, accountId, incoming.from)
  if (referred) return updateCall(change.tx, referred.id, { sip_dialog: incoming.dialog })
  if (agent.systemState !== 'READY' || agent.onCall)
    throw new AppError('FAILURE', 'telephony.busyOnCall', 409)
  await placeInboundCall(change, { from: incoming.from, accountId, sipDialog: incoming.dialog })
}

/**
 * What the softphone saw of its SIP session of the agent's call: the dialog of a call it dialled, the far end's
 * progress, answer, refusal or hang-up, a failure of its own, which ends the call, or the outcome of its REFER of a
 * blind transfer or a completed consult (only a referral still under way moves on it). A report about a call that
 * has moved on (ended by the widget meanwhile) changes nothing.
 */
export async function reportSoftphoneEvent(
  change: CtiChange,
  accountId: string,
  report: { callId: string; event: SoftphoneEvent; dialog?: SipDialog },
) {
  await requireSoftphone(change, accountId)
  const call = await lockAgentCall(change, accountId, report.callId)
  if (report.dialog) await updateCall(change.tx, call.id, { sip_dialog: report.dialog })
  if (report.event === 'dialling' || isCallEnded(call.status)) return
  if (report.event === 'failed') return endCall(change, call, 'hangup', 'failed')
  if (report.event === 'referred') return completeReferral(change, call)
  if (report.event === 'referralRefused') return failReferralOf(change, call, 'telephony.referralRefused')
  if (report.event === 'referralFailed') return failReferralOf(change, call, 'telephony.referralFailed')
  await farEndActs(change, call.id, report.event)
}
