import type { FastifyRequest } from 'fastify'
import type { SendChannel, SendLimitName, SendLimitRefusal } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { recordAudit } from '../audit/audit-trail'
import { lockAndCountSending } from './send-limit-repository'

/**
 * Whether the caller may send `count` more (SMS messages or e-mail recipients) on a channel now: under the tenant's
 * lock, against the member's and the tenant's daily caps, then their rates per minute. A refusal names the first
 * limit it would pass and goes into the audit trail in the same transaction, in which the caller writes nothing
 * more; it commits, then throws `sendLimitError(refusal)`. The lock is held until the caller's transaction ends, so
 * it records what it sends in that transaction.
 * @example const refusal = await checkSendLimits(tx, request, 'sms', phones.length); if (refusal) return { refusal }
 */
export async function checkSendLimits(
  tx: Queryable,
  request: FastifyRequest,
  channel: SendChannel,
  count: number,
): Promise<SendLimitRefusal | null> {
  const { limits, counts } = await lockAndCountSending(tx, channel, request.session?.accountId ?? '')
  const checks: [SendLimitName, number][] = [
    [`${channel}PerMemberPerDay`, counts.memberDay],
    [`${channel}PerTenantPerDay`, counts.tenantDay],
    [`${channel}PerMemberPerMinute`, counts.memberMinute],
    [`${channel}PerTenantPerMinute`, counts.tenantMinute],
  ]
  const passed = checks.find(([name, sent]) => sent + count > limits[name])
  if (!passed) return null
  const refusal = { limit: passed[0], max: limits[passed[0]] }
  await recordAudit(tx, request, {
    action: 'sendLimit.refuse',
    targetType: 'sendLimit',
    targetId: refusal.limit,
    after: { ...refusal, requested: count },
  })
  return refusal
}

/** The answer to a send refused at a limit: 429, the limit named in the caller's language, nothing sent. */
export const sendLimitError = (refusal: SendLimitRefusal): AppError =>
  new AppError('FAILURE', `sendLimit.${refusal.limit}`, 429, {
    params: { max: String(refusal.max) },
    data: refusal,
  })
