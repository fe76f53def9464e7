import { translateMessage, type MessageKey } from '@portal/contract'
import { appendCallerHeard, updateCall, type CallPatch } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'
import { planFarEnd } from '../state/far-end-plan'
import { secondsAfter } from '../state/seconds-after'

/** What the caller hears, in the tenant's language, as its IVR and survey speak (the caller's own is not known). */
export const callerText = (change: CtiChange, key: MessageKey, params: Record<string, string> = {}) =>
  translateMessage(change.settings.callerLocale, key, params)

/**
 * A call enters a skill group's queue now: its maximum wait and its first waiting announcement count from here,
 * by the group's rules; a simulated caller who will ask for a queued call-back asks after `callbackAfterSeconds`.
 * Its first queued_at stays, so it keeps its place. `callerPatch` (a new call's caller) is written in the same
 * statement. Answers the queue's part of the patch.
 */
export async function enterQueue(
  change: CtiChange,
  recordId: string,
  groupId: string,
  { callbackAfterSeconds, callerPatch = {} }: { callbackAfterSeconds?: number; callerPatch?: CallPatch } = {},
): Promise<CallPatch> {
  const rules = await change.queueRules(groupId)
  const { now } = change
  const patch: CallPatch = {
    skill_group_id: groupId,
    queue_entered_at: now,
    queue_deadline: rules?.maxWaitSeconds ? secondsAfter(now, rules.maxWaitSeconds) : null,
    announce_at: rules?.announceEverySeconds ? secondsAfter(now, rules.announceEverySeconds) : null,
    ...(callbackAfterSeconds === undefined
      ? {}
      : { callback_ask_at: secondsAfter(now, callbackAfterSeconds) }),
  }
  await updateCall(change.tx, recordId, { ...callerPatch, ...patch })
  return patch
}

/**
 * The waiting caller hangs up, leaving a call-back request that keeps their place in the queue (their first
 * queued_at): nobody is on the line, so nothing plans the caller's acts any more, and no waiting rule applies.
 */
export async function becomeCallbackRequest(change: CtiChange, recordId: string, heard: MessageKey) {
  await appendCallerHeard(change.tx, recordId, callerText(change, heard))
  await updateCall(change.tx, recordId, {
    callback_requested_at: change.now,
    queue_deadline: null,
    announce_at: null,
    callback_ask_at: null,
    ...planFarEnd(null, change.now),
  })
}
