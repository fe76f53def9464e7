import { pickReadyAgent } from '../state/agent-repository'
import {
  callWatchers,
  lockCall,
  lockOldestQueuedCallFor,
  updateCall,
  type CallRecordRow,
} from '../state/call-repository'
import { nextCallStatus } from '../state/call-state-machine'
import { recordOffer } from '../state/call-offer-repository'
import type { CtiChange } from '../state/cti-change'
import { planFarEnd } from '../state/far-end-plan'
import { markMemberOffered } from '../state/queue-rules-repository'
import { secondsAfter } from '../state/seconds-after'

export type OfferOptions = {
  /** Offer it to this agent only (a call put through to them; a call they picked from the queue). */
  onlyAccountId?: string | null
  /** The agent picked it from the queue: it connects at once, however often it was offered them before. */
  isPicked?: boolean
}

/**
 * Offers a queued call to the READY agent of its skill group offered it the fewest times, then by the group's ring
 * strategy (or only to `onlyAccountId`), up to the group's offers per agent (else the tenant's); ringing until the
 * group's ring timeout (else the tenant's), answered at once with the tenant's auto-answer or when picked, or after
 * the group's auto-answer delay. Every offer is kept (call_offers).
 * @returns the agent it now rings for, or null when it stays queued
 */
export async function offerCall(
  change: CtiChange,
  call: CallRecordRow,
  { onlyAccountId = null, isPicked = false }: OfferOptions = {},
): Promise<string | null> {
  if (call.status !== 'QUEUED' || !call.skill_group_id) return null
  const { settings, now } = change
  const rules = await change.queueRules(call.skill_group_id)
  const accountId = await pickReadyAgent(change.tx, {
    recordId: call.id,
    skillGroupId: call.skill_group_id,
    onlyAccountId,
    maxOffers: isPicked ? null : (rules?.maxOffersPerAgent ?? settings.maxOffersPerAgent),
    strategy: rules?.ringStrategy ?? 'LONGEST_IDLE',
  })
  if (!accountId) return null
  await markMemberOffered(change.tx, call.skill_group_id, accountId)
  // The group's auto-answer rings for its delay first (the agent sees it coming), then answers by itself.
  const delay = rules?.autoAnswer ? rules.autoAnswerDelaySeconds : null
  const isAutoAnswer = isPicked || ((settings.autoAnswer || rules?.autoAnswer === true) && !delay)
  const status = nextCallStatus('QUEUED', isAutoAnswer ? 'autoAnswerOffer' : 'offer')
  await change.apply(accountId, { type: 'callStarted' }, { currentCallId: call.id })
  await recordOffer(change.tx, call.id, accountId, isAutoAnswer ? 'answered' : null)
  const ringTimeout = rules?.ringTimeoutSeconds ?? settings.ringTimeoutSeconds
  await updateCall(change.tx, call.id, {
    status,
    agent_account_id: accountId,
    offered_at: now,
    ring_deadline: isAutoAnswer || delay ? null : secondsAfter(now, ringTimeout),
    auto_answer_at: !isAutoAnswer && delay ? secondsAfter(now, delay) : null,
    ...(isAutoAnswer ? { answered_at: now, ...planFarEnd(change.cti.callConnected(), now) } : {}),
  })
  if (isAutoAnswer) attachContactData(change, call.id)
  return accountId
}

/**
 * An agent just became READY: the queued call of their skill groups offered them the fewest times, longest
 * waiting first, is offered again now, to whichever ready agent of its group comes first (them, unless another
 * was offered it fewer times).
 */
export async function offerQueuedCallTo(change: CtiChange, accountId: string): Promise<void> {
  const call = await lockOldestQueuedCallFor(change.tx, accountId, change.settings.maxOffersPerAgent)
  if (call) await offerCall(change, call)
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
