import { AppError } from '../../lib/app-error'
import { insertCall, updateCall } from './call-records'
import { offerCall } from './call-routing'
import type { CtiChange } from './cti-change'
import { planFarEnd } from './far-end-plan'

export type InboundCall = { from: string; skillGroupId?: string; accountId?: string; did?: string }

/**
 * A customer calls the tenant: the call enters a skill group's queue (the one asked for, else the target agent's
 * first, else the tenant's first) and is offered at once to the longest-idle ready agent (or only to the agent
 * asked for). The caller gives up after a while if nobody answers.
 * @returns the call's id on the telephony network
 */
export async function placeInboundCall(change: CtiChange, call: InboundCall): Promise<string> {
  const { tx } = change
  const { rows } = await tx.query<{ id: string }>(
    `SELECT g.id FROM skill_groups g
     WHERE ($1::text IS NULL OR g.id::text = $1)
       AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM skill_group_members m
         WHERE m.skill_group_id = g.id AND m.account_id::text = $2))
     ORDER BY g.name LIMIT 1`,
    [call.skillGroupId ?? null, call.accountId ?? null],
  )
  const skillGroupId = rows[0]?.id
  if (!skillGroupId) throw new AppError('FAILURE', 'telephony.noSuchSkillGroup', 404)
  const { rows: dids } = await tx.query<{ number: string }>(
    `SELECT number FROM did_numbers WHERE $1::text IS NULL OR number = $1 ORDER BY position, number LIMIT 1`,
    [call.did ?? null],
  )
  const row = await insertCall(tx, {
    callId: change.cti.newCallId(),
    callType: 'INBOUND',
    status: 'QUEUED',
    phone: call.from,
    skillGroupId,
    agentAccountId: null,
    outboundTaskId: null,
    did: dids[0]?.number ?? '',
    attribution: change.cti.numberAttribution(call.from).attribution,
  })
  await updateCall(tx, row.id, planFarEnd(change.cti.callerWaiting(), change.now))
  await offerCall(change, row, call.accountId ?? null)
  return row.call_id
}
