import type { SimulatedCaller, SipDialog } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { appendCallerHeard, insertCall, updateCall } from '../state/call-repository'
import { offerCall } from './call-routing'
import { enterQueue } from './queue-entry'
import type { CtiChange } from '../state/cti-change'
import { planFarEnd } from '../state/far-end-plan'
import { inboundRoute } from '../state/inbound-route-repository'
import { pickSkillGroup } from '../state/telephony-directory-repository'
import { planInboundRoute, type InboundPlan } from './inbound-route-plan'

export type InboundCall = SimulatedCaller & {
  from: string
  skillGroupId?: string
  accountId?: string
  did?: string
  /** A call a SIP network put through to `accountId`'s softphone: offered to them now, or refused. */
  sipDialog?: SipDialog
}

const STRAIGHT_TO_QUEUE: InboundPlan = {
  heard: [],
  destination: { kind: 'QUEUE', skillGroupId: null },
  choice: '',
}

/**
 * A customer calls the tenant number dialled (the tenant's first active one by default) and follows its route: a
 * skill group's queue, the closed message, or the IVR (business hours, then a key per menu) to a queue, a call-back
 * request or the end; each thing the caller heard is kept on the record. A call asked into a skill group or to
 * one agent skips the route (the demo page, `--skill`, `--agent`, a SIP call put through to an agent). A queued
 * call is offered at once to the longest-idle ready agent (or only to the agent asked for); the caller gives up
 * after a while if nobody answers. A call-back request has nobody on the line: it waits until an agent takes it.
 * @returns the call's id on the telephony network
 */
export async function placeInboundCall(change: CtiChange, call: InboundCall): Promise<string> {
  const { tx } = change
  if (!change.settings.hasCallCentre) throw new AppError('FAILURE', 'telephony.noCloudCallCentre', 409)
  const route = await inboundRoute(tx, call.did)
  if (call.did && !route) throw new AppError('FAILURE', 'ivr.noSuchNumber', 404)
  const isDirected = Boolean(call.skillGroupId || call.accountId)
  const { heard, destination, choice } =
    route && !isDirected ? planInboundRoute(route, call.keys ?? '', change.now) : STRAIGHT_TO_QUEUE
  const skillGroupId =
    destination.kind === 'HANGUP'
      ? null
      : await pickSkillGroup(tx, { ...call, skillGroupId: destination.skillGroupId ?? call.skillGroupId })
  if (skillGroupId === undefined) throw new AppError('FAILURE', 'telephony.noSuchSkillGroup', 404)
  const row = await insertCall(tx, {
    callId: change.cti.newCallId(),
    callType: 'INBOUND',
    status: destination.kind === 'HANGUP' ? 'INBOUND_NOT_ACTIVE' : 'QUEUED',
    phone: call.from,
    skillGroupId,
    agentAccountId: null,
    outboundTaskId: null,
    did: route?.number ?? '',
    attribution: change.cti.numberAttribution(call.from).attribution,
  })
  await appendCallerHeard(tx, row.id, ...heard)
  const dialog = call.sipDialog ? { sip_dialog: call.sipDialog } : {}
  if (destination.kind === 'HANGUP') {
    // Kept as a call nobody took: the caller heard why, and the line closed.
    await updateCall(tx, row.id, { result: 'abandoned', ended_at: change.now, ...dialog })
    return row.call_id
  }
  const isCallbackRequest = destination.kind === 'CALLBACK'
  const callerPatch = {
    ...(isCallbackRequest
      ? { callback_requested_at: change.now }
      : planFarEnd(change.cti.callerWaiting(), change.now)),
    ...dialog,
    simulated_survey_answer: call.surveyAnswer ?? null,
    ivr_choice: choice,
  }
  // A caller on the line waits by the queue's rules; a call-back request has nobody to wait or hear them.
  if (!isCallbackRequest && skillGroupId)
    await enterQueue(change, row.id, skillGroupId, {
      callbackAfterSeconds: call.callbackAfterSeconds,
      callerPatch,
    })
  else await updateCall(tx, row.id, callerPatch)
  const offeredTo = await offerCall(change, row, { onlyAccountId: call.accountId ?? null })
  if (call.sipDialog && call.accountId && offeredTo !== call.accountId)
    throw new AppError('FAILURE', 'telephony.busyOnCall', 409)
  return row.call_id
}
