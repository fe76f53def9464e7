import { agentPhonePattern, dialledNumber } from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { insertCall, updateCall } from './call-repository'
import type { CtiChange } from './cti-change'
import { planFarEnd } from './far-end-plan'
import { customerPhone, openTaskPhone, pickDidNumber } from './telephony-directory-repository'

export type DialRequest = { phone?: string; customerId?: string; outboundTaskId?: string; did?: string }

/**
 * An outbound call by the agent: to a number they typed (the tenant's pattern, a 10-digit number with 52), to a
 * customer, or for one of their outbound tasks, from one of the tenant's numbers. The far end's first act is
 * planned by the telephony network.
 */
export async function dial(change: CtiChange, accountId: string, request: DialRequest) {
  const agent = await change.agent(accountId)
  if (!agent.signedIn) throw new AppError('FAILURE', 'telephony.notSignedIn', 409)
  if (agent.onCall || agent.monitoredCallId) throw new AppError('FAILURE', 'telephony.busyOnCall', 409)
  const phone = await targetNumber(change, accountId, request)
  const did = await callerNumber(change, request.did)
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
  })
  await updateCall(change.tx, call.id, {
    ...planFarEnd(change.cti.placeCall(phone), change.now),
    sip_target: change.cti.dialTarget(phone),
  })
  await change.apply(accountId, { type: 'callStarted' }, { currentCallId: call.id })
}

async function targetNumber(change: CtiChange, accountId: string, request: DialRequest): Promise<string> {
  if (request.outboundTaskId) {
    const phone = await openTaskPhone(change.tx, request.outboundTaskId, accountId)
    if (!phone) throw notFound()
    return normalised(phone, change)
  }
  if (request.customerId) {
    const phone = await customerPhone(change.tx, request.customerId)
    if (!phone) throw notFound()
    return normalised(phone, change)
  }
  return normalised(request.phone ?? '', change)
}

function normalised(phone: string, change: CtiChange): string {
  const number = dialledNumber(phone, agentPhonePattern(change.settings.agentPhonePattern))
  if (!number) throw new AppError('FAILURE', 'telephony.invalidPhone', 400)
  return number
}

/** The tenant number to call from: the one asked for if it is the tenant's, else the tenant's first. */
async function callerNumber(change: CtiChange, asked: string | undefined): Promise<string> {
  const number = await pickDidNumber(change.tx, asked)
  if (!number)
    throw new AppError('FAILURE', asked ? 'telephony.dialInfoFailed' : 'telephony.noCloudCallCentre', 409)
  return number
}
