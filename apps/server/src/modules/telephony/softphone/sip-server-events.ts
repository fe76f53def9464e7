import type { SipServerEventBody } from '@portal/contract'
import type { FarEndEvent } from '../../../plugins/app/cti/cti-port'
import { lockCall, updateCall, type CallRecordRow } from '../state/call-repository'
import { actOnCall } from '../calls/call-commands'
import { endCall } from '../calls/call-lifecycle'
import { isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { farEndActs } from '../calls/far-end-events'
import { placeInboundCall } from '../routing/inbound-call'
import { isConsultLeg } from './consult-leg'
import { lockCallAwaitingReferral } from './referred-call'
import { lockAgentSipCall } from './sip-user-repository'

/** Which party of the SIP request the agent is: its From (the caller, or who sent a BYE) or its To. */
export type SipSide = 'from' | 'to'

// The final failures of a call the agent dialled, as the far end's acts; any other is a failed call.
const DIAL_FAILURES: Partial<Record<number, FarEndEvent>> = {
  486: 'busy',
  600: 'busy',
  408: 'noAnswer',
  480: 'noAnswer',
  603: 'reject',
}
const CANCELLED = 487
// The agent's phone refused a call put through to it (the softphone declines with 480).
const DECLINED = new Set([480, 486, 600, 603])

/**
 * What the SIP server saw of one agent's call moves it on through the same state machine the softphone's reports
 * drive, so a call is kept right when the agent's page never reports it (tab closed, page crashed, report lost).
 * Idempotent: whatever the softphone (or an earlier event) already reported changes nothing.
 * @example await applySipServerEvent(change, accountId, 'to', { event: 'bye', callId, from, to, at })
 */
export async function applySipServerEvent(
  change: CtiChange,
  accountId: string,
  side: SipSide,
  event: SipServerEventBody,
) {
  const agent = await change.agent(accountId)
  if (change.settings.network !== 'sip' || !agent.signedIn || agent.signModel !== 'SIPPHONE') return
  const call = await lockAgentSipCall(change.tx, accountId, event.callId)
  if (event.event === 'invite') {
    if (call) return
    if (side === 'from' && event.replaces) return takeOver(change, accountId, event.replaces, event)
    if (side === 'from') return attachDialledDialog(change, agent.currentCallId, event)
    if (await isConsultLeg(change, accountId, event.from)) return
    const referred = await lockCallAwaitingReferral(change, accountId, event.from)
    if (referred) return updateCall(change.tx, referred.id, { sip_dialog: inboundDialog(event) })
    if (agent.systemState !== 'READY' || agent.onCall) return
    await placeInboundCall(change, { from: event.from, accountId, sipDialog: inboundDialog(event) })
    return
  }
  if (!call || isCallEnded(call.status)) return
  change.touch(accountId)
  await moveCallOn(change, accountId, call, side, event)
}

async function moveCallOn(
  change: CtiChange,
  accountId: string,
  call: CallRecordRow,
  side: SipSide,
  event: SipServerEventBody,
) {
  const agentActs = (action: 'answer' | 'reject' | 'hangup') =>
    actOnCall(change, accountId, call.call_id, action)
  switch (event.event) {
    case 'answer':
      if (call.answered_at) return
      return side === 'from' ? farEndActs(change, call.id, 'answer') : agentActs('answer')
    case 'bye':
    case 'cancel':
      // A BYE comes from whoever hangs up, a CANCEL from the caller: the agent's own, or the far end's.
      return side === 'from' ? agentActs('hangup') : farEndActs(change, call.id, 'hangup')
    case 'failure': {
      const status = event.status ?? 500
      if (status === CANCELLED)
        return side === 'from' ? agentActs('hangup') : farEndActs(change, call.id, 'hangup')
      if (side === 'to' && call.answered_at) return
      if (side === 'to')
        return DECLINED.has(status) ? agentActs('reject') : farEndActs(change, call.id, 'hangup')
      const farEnd = DIAL_FAILURES[status]
      return farEnd ? farEndActs(change, call.id, farEnd) : endCall(change, call, 'hangup', 'failed')
    }
  }
}

/**
 * Another tab of the agent takes the call over with a new dialog that replaces the old one: the call goes on under
 * the new Call-ID, so the far end's BYE of the old dialog (which Replaces asks for) does not end it.
 */
async function takeOver(change: CtiChange, accountId: string, replaced: string, event: SipServerEventBody) {
  const call = await lockAgentSipCall(change.tx, accountId, replaced)
  if (!call || isCallEnded(call.status)) return
  await updateCall(change.tx, call.id, { sip_dialog: outboundDialog(event) })
  change.touch(accountId)
}

const inboundDialog = (event: SipServerEventBody) => ({
  callId: event.callId,
  localTag: '',
  remoteTag: event.fromTag ?? '',
  remoteUri: event.fromUri || `sip:${event.from}`,
})

const outboundDialog = (event: SipServerEventBody) => ({
  callId: event.callId,
  localTag: event.fromTag ?? '',
  remoteTag: '',
  remoteUri: event.toUri || `sip:${event.to}`,
})

/** The INVITE of the call the agent dialled from the widget: its dialog is the call's (by Call-ID from now on). */
async function attachDialledDialog(change: CtiChange, recordId: string | null, event: SipServerEventBody) {
  const call = recordId ? await lockCall(change.tx, { recordId }) : undefined
  if (!call || call.call_type !== 'MANUAL' || call.sip_dialog || isCallEnded(call.status)) return
  const targetUser = /^sips?:([^@;]+)/.exec(call.sip_target ?? '')?.[1]
  if (targetUser !== event.to) return
  await updateCall(change.tx, call.id, { sip_dialog: outboundDialog(event) })
  change.touch(call.agent_account_id)
}
