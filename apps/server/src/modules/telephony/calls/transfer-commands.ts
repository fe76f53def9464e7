import { outsideLineNumber } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { peekAgentCalls } from '../state/agent-repository'
import { callIdOfRecord, callWatchers } from '../state/call-repository'
import { addOutsideLine } from '../state/participant-repository'
import { isCallConnected } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { endCall, lockAgentCall, notAllowedNow } from './call-lifecycle'
import { surveyCaller } from './satisfaction-survey'

/** The agent's connected call, or a refusal: the transfers need one. */
async function connectedCallOf(change: CtiChange, accountId: string, callId?: string) {
  // Read without a lock: the call is locked first, then its agent (the order every change keeps).
  const { currentCallId } = await peekAgentCalls(change.tx, accountId)
  const call = await lockAgentCall(
    change,
    accountId,
    callId ?? (await callIdOfRecord(change.tx, currentCallId)),
  )
  if (!isCallConnected(call.status)) throw notAllowedNow()
  change.touch(...(await callWatchers(change.tx, call.id)))
  return call
}

/**
 * §7 saveZhuanJieTelephone: the customer goes on to an outside number (the number kept on the call as an
 * outside-line participant) and the agent's leg ends, as if they hung up.
 */
export async function transferToOutsideLine(change: CtiChange, accountId: string, telephone: string) {
  const number = outsideLineNumber(telephone)
  if (!number) throw new AppError('FAILURE', 'telephony.invalidPhone', 400)
  const call = await connectedCallOf(change, accountId)
  await addOutsideLine(change.tx, call.id, number)
  await endCall(change, call, 'hangup', 'transferredOutside')
}

/** The customer goes on to the satisfaction survey (when the tenant enables it) and the agent's leg ends. */
export async function transferToSatisfaction(change: CtiChange, accountId: string, callId: string) {
  if (!change.settings.satisfactionEnabled)
    throw new AppError('FAILURE', 'telephony.satisfactionDisabled', 409)
  const call = await connectedCallOf(change, accountId, callId)
  await endCall(change, call, 'hangup', 'transferredSatisfaction')
  await surveyCaller(change, call)
}
