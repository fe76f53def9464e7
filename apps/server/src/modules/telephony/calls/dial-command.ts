import { agentPhonePattern, dialledNumber } from '@portal/contract'
import { AppError, notFound } from '../../../lib/app-error'
import { callBackNumber } from '../routing/call-list-repository'
import { insertCall, updateCall } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { planFarEnd } from '../state/far-end-plan'
import { customerPhone, openTaskTarget, pickOutboundNumber } from '../state/telephony-directory-repository'

export type DialRequest = {
  phone?: string
  customerId?: string
  outboundTaskId?: string
  did?: string
  /** One of the agent's records to call back (or redial): its number, and the new record links it. */
  recordId?: string
}

/**
 * An outbound call by the agent: to a number they typed (the tenant's pattern, a 10-digit number with 52), to a
 * customer, for one of their outbound tasks, or back to a record (a missed, rejected or abandoned call, a recent
 * number), from one of the tenant's numbers its skill groups may call out from. The far end's first act is
 * planned by the telephony network.
 */
export async function dial(change: CtiChange, accountId: string, request: DialRequest) {
  const agent = await change.agent(accountId)
  if (!agent.signedIn) throw new AppError('FAILURE', 'telephony.notSignedIn', 409)
  if (agent.onCall || agent.monitoredCallId) throw new AppError('FAILURE', 'telephony.busyOnCall', 409)
  const { phone, customerId } = await target(change, accountId, request)
  const did = await callerNumber(change, accountId, request.did)
  const call = await insertCall(change.tx, {
    callId: change.cti.newCallId(),
    callType: 'MANUAL',
    status: 'MANUAL_DIALING',
    phone,
    skillGroupId: null,
    agentAccountId: accountId,
    outboundTaskId: request.outboundTaskId ?? null,
    did,
    attribution: change.cti.numberAttribution(phone).attribution,
    customerId,
  })
  await updateCall(change.tx, call.id, {
    ...planFarEnd(change.cti.placeCall(phone), change.now),
    sip_target: change.cti.dialTarget(phone),
    ...(request.recordId ? { callback_of: request.recordId } : {}),
  })
  await change.apply(accountId, { type: 'callStarted' }, { currentCallId: call.id })
}

/**
 * The number to dial and the customer the call is with: a task's or a chosen customer's own, so the call shows
 * them even when the number is not theirs (a task dialling another number); else the number's customer.
 */
async function target(
  change: CtiChange,
  accountId: string,
  request: DialRequest,
): Promise<{ phone: string; customerId: string | null }> {
  if (request.recordId) {
    // The number the network gave (a caller's) or one already dialled: called as it is (its customer found by the number).
    const phone = await callBackNumber(change.tx, request.recordId, accountId)
    if (!phone) throw notFound()
    return { phone, customerId: null }
  }
  if (request.outboundTaskId) {
    const task = await openTaskTarget(change.tx, request.outboundTaskId, accountId)
    if (!task) throw notFound()
    return { phone: normalised(task.phone, change), customerId: task.customerId }
  }
  if (request.customerId) {
    const phone = await customerPhone(change.tx, request.customerId)
    if (!phone) throw notFound()
    return { phone: normalised(phone, change), customerId: request.customerId }
  }
  return { phone: normalised(request.phone ?? '', change), customerId: null }
}

function normalised(phone: string, change: CtiChange): string {
  const number = dialledNumber(phone, agentPhonePattern(change.settings.agentPhonePattern))
  if (!number) throw new AppError('FAILURE', 'telephony.invalidPhone', 400)
  return number
}

/** The tenant number to call from (`pickOutboundNumber`); a tenant with no active number is told so. */
async function callerNumber(
  change: CtiChange,
  accountId: string,
  asked: string | undefined,
): Promise<string> {
  const number = await pickOutboundNumber(change.tx, accountId, asked)
  if (!number) throw new AppError('FAILURE', 'telephony.noOutboundNumber', 409)
  return number
}
