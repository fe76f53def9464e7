import type { SipInboundCallBody } from '@portal/contract'
import { endCall } from '../calls/call-lifecycle'
import { lockCall } from '../state/call-repository'
import { isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { placeInboundCall } from '../routing/inbound-call'
import { softphoneUser } from '../state/softphone-repository'

/**
 * A call from the SIP trunk to a tenant number follows the number's route (the IVR walked with no keys: the SIP
 * server sees none) into a skill group and is offered to its ready agent, whose SIP user the SIP server then rings
 * (its INVITE's own event finds this call by its Call-ID). Nobody to ring: a proxy cannot hold a caller in a queue
 * (no media server), so a queued call ends abandoned; a call-back request stays for an agent; a closed route
 * has already ended it.
 * @returns the SIP user to ring, or null
 */
export async function routeSipInboundCall(
  change: CtiChange,
  body: SipInboundCallBody,
): Promise<string | null> {
  if (change.settings.network !== 'sip') return null
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
  if (call.agent_account_id) return (await softphoneUser(change.tx, call.agent_account_id))?.user ?? null
  if (!call.callback_requested_at) await endCall(change, call, 'hangup', 'abandoned')
  return null
}
