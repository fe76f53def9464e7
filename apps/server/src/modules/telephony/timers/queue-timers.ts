import { MAX_QUEUE_OVERFLOWS } from '@portal/contract'
import { appendCallerHeard, lockCall, updateCall } from '../state/call-repository'
import { isCallEnded } from '../state/call-state-machine'
import type { CtiChange } from '../state/cti-change'
import { countSignedInMembers, queuePosition } from '../state/queue-rules-repository'
import { offerCall } from '../routing/call-routing'
import { becomeCallbackRequest, callerText, enterQueue } from '../routing/queue-entry'
import { actOnCall } from '../calls/call-commands'
import { endCall } from '../calls/call-lifecycle'

// Until a group has answered calls to learn from, a call is reckoned to take three minutes.
const ASSUMED_HANDLE_SECONDS = 180

/**
 * A waiting call reached its queue's maximum wait: it overflows to the group's overflow queue (keeping its first
 * queued_at, so its place) unless it already overflowed MAX_QUEUE_OVERFLOWS times, becomes a call-back request (as
 * the group says, or past that limit when the group offers queued call-backs), or the caller hears why and is hung
 * up on.
 */
export async function passQueueDeadline(change: CtiChange, recordId: string): Promise<void> {
  const call = await lockCall(change.tx, { recordId })
  if (!call || call.status !== 'QUEUED' || !call.queue_deadline || call.queue_deadline > change.now) return
  const rules = await change.queueRules(call.skill_group_id)
  const isOverflowing = rules?.overflowAction === 'QUEUE'
  const overflowTo =
    isOverflowing && call.queue_overflows < MAX_QUEUE_OVERFLOWS ? rules.overflowSkillGroupId : null
  if (overflowTo) {
    await appendCallerHeard(change.tx, call.id, callerText(change, 'queues.heard.overflow'))
    const overflows = call.queue_overflows + 1
    const patch = await enterQueue(change, call.id, overflowTo)
    await updateCall(change.tx, call.id, { queue_overflows: overflows })
    await offerCall(change, { ...call, ...patch, skill_group_id: overflowTo, queue_overflows: overflows })
    return
  }
  if (rules?.overflowAction === 'CALLBACK' || (isOverflowing && rules.offersQueuedCallback))
    return becomeCallbackRequest(change, call.id, 'queues.heard.callback')
  await appendCallerHeard(change.tx, call.id, callerText(change, 'queues.heard.hangup'))
  await endCall(change, call, 'hangup', 'noAnswer')
}

/**
 * Every N seconds of its group's rule, a waiting caller hears how many wait ahead of them and the estimated wait:
 * (those ahead + 1) × the group's average handle time over its last 20 calls ÷ its signed-in members, in whole
 * minutes rounded up. While the call rings an agent nothing is said, and the next announcement stays due.
 */
export async function announceQueuePosition(change: CtiChange, recordId: string): Promise<void> {
  const call = await lockCall(change.tx, { recordId })
  if (!call) return
  const rules = await change.queueRules(call.skill_group_id)
  const every = rules?.announceEverySeconds
  if (isCallEnded(call.status) || call.callback_requested_at || !every)
    return updateCall(change.tx, call.id, { announce_at: null })
  const position = call.status === 'QUEUED' ? await queuePosition(change.tx, call.id) : undefined
  if (position && call.skill_group_id) {
    const members = Math.max(1, await countSignedInMembers(change.tx, call.skill_group_id))
    const handle = position.averageHandleSeconds ?? ASSUMED_HANDLE_SECONDS
    const minutes = Math.max(1, Math.ceil(((position.ahead + 1) * handle) / members / 60))
    await appendCallerHeard(
      change.tx,
      call.id,
      callerText(change, 'queues.heard.position', {
        ahead: String(position.ahead),
        minutes: String(minutes),
      }),
    )
  }
  await updateCall(change.tx, call.id, { announce_at: new Date(change.now.getTime() + every * 1000) })
}

/**
 * A waiting (simulated) caller asks for a queued call-back: in a group offering it, the call becomes a call-back
 * request keeping its place and the caller hangs up; elsewhere, or once the call has moved on, they keep waiting.
 */
export async function askForQueuedCallback(change: CtiChange, recordId: string): Promise<void> {
  const call = await lockCall(change.tx, { recordId })
  if (!call) return
  await updateCall(change.tx, call.id, { callback_ask_at: null })
  if (call.status !== 'QUEUED' || call.callback_requested_at) return
  const rules = await change.queueRules(call.skill_group_id)
  if (rules?.offersQueuedCallback) await becomeCallbackRequest(change, call.id, 'queues.heard.callback')
}

/** A call ringing with its group's auto-answer delay answers by itself once the delay is over. */
export async function autoAnswerCall(change: CtiChange, recordId: string): Promise<void> {
  const call = await lockCall(change.tx, { recordId })
  if (!call) return
  await updateCall(change.tx, call.id, { auto_answer_at: null })
  if (call.status !== 'INBOUND_WAITING_FOR_ANSWER' || !call.agent_account_id) return
  change.touch(call.agent_account_id)
  await actOnCall(change, call.agent_account_id, call.call_id, 'answer')
}
