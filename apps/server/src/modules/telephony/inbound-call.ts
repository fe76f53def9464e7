import type { SipDialog } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { insertCall, updateCall } from './call-repository'
import { offerCall } from './call-routing'
import type { CtiChange } from './cti-change'
import { planFarEnd } from './far-end-plan'
import { pickDidNumber, pickSkillGroup } from './telephony-directory-repository'

export type InboundCall = {
  from: string
  skillGroupId?: string
  accountId?: string
  did?: string
  /** A call a SIP network put through to `accountId`'s softphone: offered to them now, or refused. */
  sipDialog?: SipDialog
}

/**
 * A customer calls the tenant: the call enters a skill group's queue (the one asked for, else the target agent's
 * first, else the tenant's first) and is offered at once to the longest-idle ready agent (or only to the agent
 * asked for). The caller gives up after a while if nobody answers.
 * @returns the call's id on the telephony network
 */
export async function placeInboundCall(change: CtiChange, call: InboundCall): Promise<string> {
  const { tx } = change
  if (!change.settings.hasCallCentre) throw new AppError('FAILURE', 'telephony.noCloudCallCentre', 409)
  const skillGroupId = await pickSkillGroup(tx, call)
  if (!skillGroupId) throw new AppError('FAILURE', 'telephony.noSuchSkillGroup', 404)
  const row = await insertCall(tx, {
    callId: change.cti.newCallId(),
    callType: 'INBOUND',
    status: 'QUEUED',
    phone: call.from,
    skillGroupId,
    agentAccountId: null,
    outboundTaskId: null,
    did: (await pickDidNumber(tx, call.did)) ?? '',
    attribution: change.cti.numberAttribution(call.from).attribution,
  })
  await updateCall(tx, row.id, {
    ...planFarEnd(change.cti.callerWaiting(), change.now),
    ...(call.sipDialog ? { sip_dialog: call.sipDialog } : {}),
  })
  const offeredTo = await offerCall(change, row, call.accountId ?? null)
  if (call.sipDialog && offeredTo !== call.accountId)
    throw new AppError('FAILURE', 'telephony.busyOnCall', 409)
  return row.call_id
}
