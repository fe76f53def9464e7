import {
  DEFAULT_SEND_LIMITS,
  sendLimitsSchema,
  type SendChannel,
  type SendLimits,
  type SendUsage,
} from '@portal/contract'
import type { Queryable } from '../../db/database'

/** What each channel counts, in which table: single SMS in messages, e-mails in recipients (to and cc). */
const SENDING: Record<SendChannel, { from: string; account: string; weight: string }> = {
  sms: { from: `sms_messages WHERE purpose = 'single' AND`, account: 'sender_account_id', weight: '1' },
  mail: {
    from: 'sent_emails WHERE',
    account: 'account_id',
    weight: 'cardinality(to_addresses) + cardinality(cc_addresses)',
  },
}
/** The start of the tenant's day, in its time zone. */
const DAY_START = `(date_trunc('day', now() AT TIME ZONE t.time_zone) AT TIME ZONE t.time_zone)`

/** A tenant's limits as its row keeps them ('{}' until set), the contract's defaults for any it has not set. */
export const toSendLimits = (stored: unknown): SendLimits => ({
  ...DEFAULT_SEND_LIMITS,
  ...sendLimitsSchema.partial().safeParse(stored).data,
})

/** Saves the current tenant's sending limits. */
export async function saveSendLimits(tx: Queryable, limits: SendLimits): Promise<void> {
  await tx.query('UPDATE tenants SET send_limits = $1 WHERE id = current_tenant_id()', [
    JSON.stringify(limits),
  ])
}

/** What the member and the whole tenant sent on a channel over the last minute and since the tenant's day began. */
export type SendingCounts = {
  memberMinute: number
  memberDay: number
  tenantMinute: number
  tenantDay: number
}

/**
 * Takes the current tenant's transaction-scoped lock for the channel, then reads its limits and counts its sending,
 * so parallel sends in any server process are counted one after another and cannot pass a limit together.
 */
export async function lockAndCountSending(
  tx: Queryable,
  channel: SendChannel,
  accountId: string,
): Promise<{ limits: SendLimits; counts: SendingCounts }> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext('send-limit:' || $1 || ':' || current_tenant_id()))`,
    [channel],
  )
  const { from, account, weight } = SENDING[channel]
  const { rows } = await tx.query<SendingCounts & { limits: unknown }>(
    `SELECT t.send_limits AS limits,
       coalesce(sum(${weight}) FILTER (WHERE ${account} = $1 AND m.created_at > now() - interval '1 minute'), 0)::int
         AS "memberMinute",
       coalesce(sum(${weight}) FILTER (WHERE ${account} = $1 AND m.created_at >= ${DAY_START}), 0)::int AS "memberDay",
       coalesce(sum(${weight}) FILTER (WHERE m.created_at > now() - interval '1 minute'), 0)::int AS "tenantMinute",
       coalesce(sum(${weight}) FILTER (WHERE m.created_at >= ${DAY_START}), 0)::int AS "tenantDay"
     FROM tenants t LEFT JOIN LATERAL (SELECT * FROM ${from} tenant_id = t.id
       AND created_at >= least(${DAY_START}, now() - interval '1 minute')) m ON true
     WHERE t.id = current_tenant_id() GROUP BY t.id`,
    [accountId],
  )
  const { limits, ...counts } = rows[0] ?? {
    limits: {},
    memberMinute: 0,
    memberDay: 0,
    tenantMinute: 0,
    tenantDay: 0,
  }
  return { limits: toSendLimits(limits), counts }
}

/** What the current tenant sent today, in its time zone: single SMS, e-mails and their recipients. */
export async function readSendUsage(tx: Queryable): Promise<SendUsage> {
  const { rows } = await tx.query<SendUsage>(
    `SELECT
       (SELECT count(*) FROM ${SENDING.sms.from} tenant_id = t.id AND created_at >= ${DAY_START})::int AS "smsToday",
       (SELECT count(*) FROM sent_emails WHERE tenant_id = t.id AND created_at >= ${DAY_START})::int AS "mailToday",
       (SELECT coalesce(sum(${SENDING.mail.weight}), 0) FROM sent_emails
         WHERE tenant_id = t.id AND created_at >= ${DAY_START})::int AS "mailRecipientsToday"
     FROM tenants t WHERE t.id = current_tenant_id()`,
  )
  return rows[0] ?? { smsToday: 0, mailToday: 0, mailRecipientsToday: 0 }
}
