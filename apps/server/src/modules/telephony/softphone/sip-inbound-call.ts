import type { SipInboundCallBody } from '@portal/contract'
import { endCall } from '../calls/call-lifecycle'
import { lockCall, type CallRecordRow } from '../state/call-repository'
import { isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { placeInboundCall } from '../routing/inbound-call'
import { softphoneUser } from '../state/softphone-repository'
import { lockSipDialogCall } from './sip-user-repository'

/**
 * A call from the SIP trunk to a tenant number follows the number's route (the IVR walked with no keys: the SIP
 * server sees none) into a skill group and is offered to its ready agent, whose SIP user the SIP server then rings
 * (its INVITE's own event finds this call by its Call-ID). Nobody to ring: a proxy cannot hold a caller in a queue
 * (no media server), so a queued call ends abandoned; a call-back request stays for an agent; a closed route
 * has already ended it. The same INVITE asked about again (a retransmission) gets the same answer: its call is not
 * placed twice.
 * @returns the SIP user to ring, or null
 */
export async function routeSipInboundCall(
  change: CtiChange,
  body: SipInboundCallBody,
): Promise<string | null> {
  if (change.settings.network !== 'sip') return null
  const placed = await lockSipDialogCall(change.tx, body.callId)
  if (placed) return ringingUser(change, placed)
  const callId = await placeInboundCall(change, {
    from: body.from,
    did: body.did,
    sipDialog: {
      callId: body.callId,
      localTag: '',
      remoteTag: body.fromTag ?? '',
      remoteUri: body.fromUri || `sip:${body.from}`,
    },
  })
  const call = await lockCall(change.tx, { callId })
  if (!call || isCallEnded(call.status)) return null
  if (call.agent_account_id) return ringingUser(change, call)
  if (!call.callback_requested_at) await endCall(change, call, 'hangup', 'abandoned')
  return null
}

/** The SIP user of the agent a call was offered to; null once it ended or while nobody has it. */
async function ringingUser(change: CtiChange, call: CallRecordRow): Promise<string | null> {
  if (isCallEnded(call.status) || !call.agent_account_id) return null
  return (await softphoneUser(change.tx, call.agent_account_id))?.user ?? null
}
