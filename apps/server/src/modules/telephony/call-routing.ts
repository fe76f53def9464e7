import { pickReadyAgent } from './agent-repository'
import {
  callWatchers,
  lockCall,
  lockOldestQueuedCallFor,
  updateCall,
  type CallRecordRow,
} from './call-repository'
import { nextCallStatus } from './call-state-machine'
import type { CtiChange } from './cti-change'
import { planFarEnd } from './far-end-plan'

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000)

/**
 * Offers a queued call to the longest-idle READY agent of its skill group who has not missed it (or only to
 * `onlyAccountId`), ringing until the tenant's ring timeout, or answered at once with auto-answer.
 * @returns the agent it now rings for, or null when it stays queued
 */
export async function offerCall(
  change: CtiChange,
  call: CallRecordRow,
  onlyAccountId: string | null = null,
): Promise<string | null> {
  if (call.status !== 'QUEUED' || !call.skill_group_id) return null
  const accountId = await pickReadyAgent(change.tx, {
    skillGroupId: call.skill_group_id,
    missedBy: call.missed_by,
    onlyAccountId,
  })
  if (!accountId) return null
  const { settings, now } = change
  const isAutoAnswer = settings.autoAnswer
  const status = nextCallStatus('QUEUED', isAutoAnswer ? 'autoAnswerOffer' : 'offer')
  await change.apply(accountId, { type: 'callStarted' }, { currentCallId: call.id })
  await updateCall(change.tx, call.id, {
    status,
    agent_account_id: accountId,
    offered_at: now,
    ring_deadline: isAutoAnswer ? null : later(now, settings.ringTimeoutSeconds),
    ...(isAutoAnswer ? { answered_at: now, ...planFarEnd(change.cti.callConnected(), now) } : {}),
  })
  if (isAutoAnswer) attachContactData(change, call.id)
  return accountId
}

/** Gives an agent who just became READY the longest-waiting queued call of their skill groups, if any. */
export async function offerQueuedCallTo(change: CtiChange, accountId: string): Promise<void> {
  const call = await lockOldestQueuedCallFor(change.tx, accountId)
  if (call) await offerCall(change, call, accountId)
}

/**
 * The second step of a connected call: its record and customer are attached (…_WAITING_CONTACT_CALL_DATA becomes
 * the plain status), in a change of its own after this one, so that pages see both steps.
 */
export function attachContactData(change: CtiChange, recordId: string): void {
  change.followUp(async (next) => {
    const call = await lockCall(next.tx, { recordId })
    const status = call && nextCallStatus(call.status, 'contactData')
    if (!call || !status) return
    await updateCall(next.tx, recordId, { status })
    next.touch(call.agent_account_id, ...(await callWatchers(next.tx, recordId)))
  })
}
