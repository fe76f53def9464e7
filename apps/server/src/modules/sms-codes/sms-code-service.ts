import { createHash, randomBytes, randomInt } from 'node:crypto'
import {
  SMS_CODE_LENGTH,
  SMS_RESEND_COUNTDOWN_S,
  translateMessage,
  type Locale,
  type MessageKey,
} from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { SmsPort } from '../../plugins/app/sms/sms-port'

/** A code works only for what it was sent for: a login code does not reset a password. */
export type SmsPurpose = 'login' | 'second-auth' | 'reset' | 'register'

const CODE_TTL_SECONDS = 300
const MAX_WRONG_TRIES = 5
/** Sending limits: per phone, per client address and per tenant. */
export const SMS_LIMITS = { perPhonePerDay: 10, perIpPerHour: 30, perTenantPerDay: 2000 } as const

const SMS_TEXT: Record<SmsPurpose, MessageKey> = {
  login: 'sms.loginCode',
  'second-auth': 'sms.secondAuthCode',
  reset: 'sms.resetCode',
  register: 'sms.registerCode',
}

const hashCode = (purpose: SmsPurpose, target: string, code: string): Buffer =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest()

type IssueRequest = { purpose: SmsPurpose; target: string; ip: string; locale: Locale; tenantId?: string }

/**
 * Sends a fresh 6-digit code from a CSPRNG, valid 5 minutes, replacing any earlier code for the same phone and
 * purpose. Refuses, with 'smsCode.tooFrequent', past the per-phone, per-address and per-tenant limits.
 */
export async function issueSmsCode(
  deps: { db: Database; sms: SmsPort },
  request: IssueRequest,
): Promise<void> {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
  await deps.db.transaction(async (tx) => {
    await enforceSendingLimits(tx, request)
    await tx.query(
      'UPDATE sms_codes SET used_at = now() WHERE target = $1 AND purpose = $2 AND used_at IS NULL',
      [request.target, request.purpose],
    )
    await tx.query(
      `INSERT INTO sms_codes (purpose, target, code_hash, ip, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [
        request.purpose,
        request.target,
        hashCode(request.purpose, request.target, code),
        request.ip,
        CODE_TTL_SECONDS,
      ],
    )
  })
  if (request.tenantId) await countTenantSms(deps.db, request.tenantId)
  await deps.sms.send(request.target, translateMessage(request.locale, SMS_TEXT[request.purpose], { code }))
}

/**
 * Counts a request for a code that is not sent (the phone belongs to no account) exactly as a sent one, so the
 * sending limits never tell whether an account exists. The row holds a hash of random bytes: no code matches it.
 */
export async function recordUnsentCode(db: Database, request: Omit<IssueRequest, 'locale'>): Promise<void> {
  await db.transaction(async (tx) => {
    await enforceSendingLimits(tx, request)
    await tx.query(
      `INSERT INTO sms_codes (purpose, target, code_hash, ip, expires_at, used_at)
       VALUES ($1, $2, $3, $4, now(), now())`,
      [request.purpose, request.target, createHash('sha256').update(randomBytes(32)).digest(), request.ip],
    )
  })
}

/**
 * The per-phone and per-address limits, checked under transaction-scoped advisory locks on both, so parallel
 * requests are counted one after another and cannot slip past together.
 */
async function enforceSendingLimits(tx: Queryable, request: Omit<IssueRequest, 'locale'>): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))', [
    `sms-target:${request.target}`,
    `sms-ip:${request.ip}`,
  ])
  const { rows } = await tx.query<{ last_minute: number; today: number; ip_hour: number }>(
    `SELECT count(*) FILTER (WHERE target = $1 AND created_at > now() - make_interval(secs => $3))::int AS last_minute,
            count(*) FILTER (WHERE target = $1 AND created_at > now() - interval '1 day')::int AS today,
            count(*) FILTER (WHERE ip = $2 AND created_at > now() - interval '1 hour')::int AS ip_hour
     FROM sms_codes WHERE (target = $1 OR ip = $2) AND created_at > now() - interval '1 day'`,
    [request.target, request.ip, SMS_RESEND_COUNTDOWN_S - 1],
  )
  const counts = rows[0] ?? { last_minute: 0, today: 0, ip_hour: 0 }
  if (
    counts.last_minute > 0 ||
    counts.today >= SMS_LIMITS.perPhonePerDay ||
    counts.ip_hour >= SMS_LIMITS.perIpPerHour
  ) {
    throw new AppError('FAILURE', 'smsCode.tooFrequent', 429)
  }
}

/** Counts an SMS sent on a tenant's behalf; past its daily limit the tenant's codes stop. */
async function countTenantSms(db: Database, tenantId: string): Promise<void> {
  const { rows } = await db.withTenant(tenantId, (tx) =>
    tx.query<{ sent: number }>(
      `INSERT INTO sms_usage AS u (tenant_id, day, sent) VALUES ($1, current_date, 1)
       ON CONFLICT (tenant_id, day) DO UPDATE SET sent = u.sent + 1 RETURNING sent`,
      [tenantId],
    ),
  )
  if ((rows[0]?.sent ?? 0) > SMS_LIMITS.perTenantPerDay)
    throw new AppError('FAILURE', 'smsCode.tooFrequent', 429)
}

/**
 * Checks a code: it must be the latest for that phone and purpose, unexpired and unused; it works once, and dies
 * after 5 wrong tries. The try is counted before the comparison, in one statement, so parallel guesses cannot
 * get past the limit.
 */
export async function checkSmsCode(
  db: Database,
  check: { purpose: SmsPurpose; target: string; code: string | undefined },
): Promise<boolean> {
  if (!check.code) return false
  const { rows } = await db.query<{ id: string; code_hash: Buffer }>(
    `UPDATE sms_codes SET attempts = attempts + 1
     WHERE attempts < $3 AND id = (
       SELECT id FROM sms_codes WHERE target = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       ORDER BY id DESC LIMIT 1)
     RETURNING id, code_hash`,
    [check.target, check.purpose, MAX_WRONG_TRIES],
  )
  const row = rows[0]
  if (!row || !row.code_hash.equals(hashCode(check.purpose, check.target, check.code))) return false
  const used = await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [
    row.id,
  ])
  return used.rowCount === 1
}
