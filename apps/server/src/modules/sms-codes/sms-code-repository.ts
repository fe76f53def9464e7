import type { Database, Queryable } from '../../db/database'
import type { SmsPurpose } from './sms-purpose'

/** What the sending limits count, for one phone and one client address. */
export type SendingCounts = { lastWindow: number; today: number; ipHour: number }

/**
 * Takes transaction-scoped advisory locks on the phone and the address, then counts their recent codes, so
 * parallel requests are counted one after another and cannot slip past the limits together.
 * @param windowSeconds the resend countdown: a code sent within it counts in `lastWindow`
 */
export async function lockAndCountSends(
  tx: Queryable,
  sender: { target: string; ip: string },
  windowSeconds: number,
): Promise<SendingCounts> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))', [
    `sms-target:${sender.target}`,
    `sms-ip:${sender.ip}`,
  ])
  const { rows } = await tx.query<{ last_minute: number; today: number; ip_hour: number }>(
    `SELECT count(*) FILTER (WHERE target = $1 AND created_at > now() - make_interval(secs => $3))::int AS last_minute,
            count(*) FILTER (WHERE target = $1 AND created_at > now() - interval '1 day')::int AS today,
            count(*) FILTER (WHERE ip = $2 AND created_at > now() - interval '1 hour')::int AS ip_hour
     FROM sms_codes WHERE (target = $1 OR ip = $2) AND created_at > now() - interval '1 day'`,
    [sender.target, sender.ip, windowSeconds],
  )
  const counts = rows[0] ?? { last_minute: 0, today: 0, ip_hour: 0 }
  return { lastWindow: counts.last_minute, today: counts.today, ipHour: counts.ip_hour }
}

type NewCode = { purpose: SmsPurpose; target: string; ip: string; codeHash: Buffer }

/** Stores a code valid for `ttlSeconds`, using up any earlier code for the same phone and purpose. */
export async function replaceSmsCode(tx: Queryable, code: NewCode, ttlSeconds: number): Promise<void> {
  await tx.query(
    'UPDATE sms_codes SET used_at = now() WHERE target = $1 AND purpose = $2 AND used_at IS NULL',
    [code.target, code.purpose],
  )
  await tx.query(
    `INSERT INTO sms_codes (purpose, target, code_hash, ip, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [code.purpose, code.target, code.codeHash, code.ip, ttlSeconds],
  )
}

/** Stores a code that was never sent, already used and expired: it counts toward the limits and matches nothing. */
export async function storeUnsentCode(tx: Queryable, code: NewCode): Promise<void> {
  await tx.query(
    `INSERT INTO sms_codes (purpose, target, code_hash, ip, expires_at, used_at)
     VALUES ($1, $2, $3, $4, now(), now())`,
    [code.purpose, code.target, code.codeHash, code.ip],
  )
}

/** Counts an SMS sent on a tenant's behalf today. @returns the day's count so far */
export async function countTenantSms(db: Database, tenantId: string): Promise<number> {
  const { rows } = await db.withTenant(tenantId, (tx) =>
    tx.query<{ sent: number }>(
      `INSERT INTO sms_usage AS u (tenant_id, day, sent) VALUES ($1, current_date, 1)
       ON CONFLICT (tenant_id, day) DO UPDATE SET sent = u.sent + 1 RETURNING sent`,
      [tenantId],
    ),
  )
  return rows[0]?.sent ?? 0
}

/**
 * Counts a try against the latest live code of this phone and purpose, in one statement so parallel guesses
 * cannot get past the limit. @returns that code, or null when there is none or its tries are spent
 */
export async function takeCodeTry(
  db: Database,
  check: { purpose: SmsPurpose; target: string },
  maxTries: number,
): Promise<{ id: string; codeHash: Buffer } | null> {
  const { rows } = await db.query<{ id: string; code_hash: Buffer }>(
    `UPDATE sms_codes SET attempts = attempts + 1
     WHERE attempts < $3 AND id = (
       SELECT id FROM sms_codes WHERE target = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       ORDER BY id DESC LIMIT 1)
     RETURNING id, code_hash`,
    [check.target, check.purpose, maxTries],
  )
  const row = rows[0]
  return row ? { id: row.id, codeHash: row.code_hash } : null
}

/** Uses a code up. @returns false when another request used it first */
export async function markCodeUsed(db: Database, id: string): Promise<boolean> {
  const used = await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])
  return used.rowCount === 1
}
