import type { Locale } from '@portal/contract'
import type { Database } from '../../db/database'
import { hashSignupToken } from './signup-token-repository'

/** A registration nobody activated is kept a week: long after its key expired, it still answers "timed out". */
const UNACTIVATED_KEEP_DAYS = 7

export type NewRegistration = {
  signupToken: string
  email: string
  name: string
  companyName: string
  companyTypes: string[]
  passwordHash: string
  locale: Locale
  activationKeyHash: Buffer
  /** The invite code of the link it came through, or null. */
  inviteCode: string | null
}

/** Whether an e-mail or a phone already belongs to an account, in any tenant. */
export async function findTakenIdentity(db: Database, email: string, phone: string) {
  const { rows } = await db.query<{ email_taken: boolean; phone_taken: boolean }>(
    'SELECT email_taken, phone_taken FROM registration_identity_taken($1, $2)',
    [email, phone],
  )
  return { isEmailTaken: rows[0]?.email_taken ?? false, isPhoneTaken: rows[0]?.phone_taken ?? false }
}

/**
 * Stores a registration waiting for activation and uses up its sign-up token, in one statement: a token that was
 * used or expired meanwhile stores nothing.
 * @returns the registration's id, or null when the token is no longer good
 */
export async function createPendingRegistration(db: Database, registration: NewRegistration) {
  await db.query(
    `DELETE FROM pending_registrations
     WHERE activated_at IS NULL AND created_at < now() - make_interval(days => $1)`,
    [UNACTIVATED_KEEP_DAYS],
  )
  const { rows } = await db.query<{ id: string }>(
    `WITH token AS (
       UPDATE signup_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING phone
     )
     INSERT INTO pending_registrations
       (email, phone, name, company_name, company_types, password_hash, locale, activation_key_hash, invite_code)
     SELECT $2, token.phone, $3, $4, $5, $6, $7, $8, $9 FROM token
     RETURNING id`,
    [
      hashSignupToken(registration.signupToken),
      registration.email,
      registration.name,
      registration.companyName,
      registration.companyTypes,
      registration.passwordHash,
      registration.locale,
      registration.activationKeyHash,
      registration.inviteCode,
    ],
  )
  return rows[0]?.id ?? null
}

export type KeyRenewal =
  { outcome: 'renewed'; email: string } | { outcome: 'tooSoon' } | { outcome: 'unknown' }

/**
 * Replaces the activation key of a registration not yet activated, when the last one went out long enough ago;
 * the earlier key stops working.
 */
export async function renewActivationKey(
  db: Database,
  renewal: { id: string; email: string; activationKeyHash: Buffer; resendAfterSeconds: number },
): Promise<KeyRenewal> {
  const match = [renewal.id, renewal.email.trim()]
  const { rows } = await db.query<{ email: string }>(
    `UPDATE pending_registrations SET activation_key_hash = $3, key_sent_at = now()
     WHERE id = $1 AND lower(email) = lower($2) AND activated_at IS NULL
       AND key_sent_at <= now() - make_interval(secs => $4)
     RETURNING email`,
    [...match, renewal.activationKeyHash, renewal.resendAfterSeconds],
  )
  if (rows[0]) return { outcome: 'renewed', email: rows[0].email }
  const { rows: pending } = await db.query(
    'SELECT 1 FROM pending_registrations WHERE id = $1 AND lower(email) = lower($2) AND activated_at IS NULL',
    match,
  )
  return pending.length > 0 ? { outcome: 'tooSoon' } : { outcome: 'unknown' }
}
