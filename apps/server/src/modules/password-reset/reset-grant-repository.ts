import { createHash } from 'node:crypto'
import type { Database, Queryable } from '../../db/database'

/** How long the weak-password confirm box may stay open before the reset must start again. */
const GRANT_TTL_SECONDS = 10 * 60
/** Wrong codes a grant survives, as an SMS code does. */
const MAX_WRONG_TRIES = 5

type GrantTarget = { email: string; phone: string; code: string }

const hashGrant = ({ email, phone, code }: GrantTarget): Buffer =>
  createHash('sha256').update(`${email.trim().toLowerCase()}:${phone}:${code}`).digest()

/**
 * Remembers, for 10 minutes, that this e-mail, phone and SMS code proved a reset of the account whose new password
 * turned out weak: the code is used up, and the resubmit that accepts the risk presents it again.
 */
export async function grantWeakPasswordConfirmation(
  db: Database,
  grant: GrantTarget & { accountId: string },
): Promise<void> {
  await db.query('DELETE FROM password_reset_grants WHERE expires_at < now()')
  await db.query(
    `INSERT INTO password_reset_grants (account_id, email, phone, code_hash, expires_at)
     VALUES ($1, lower($2), $3, $4, now() + make_interval(secs => $5))
     ON CONFLICT (account_id) DO UPDATE SET email = EXCLUDED.email, phone = EXCLUDED.phone,
       code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at`,
    [grant.accountId, grant.email.trim(), grant.phone, hashGrant(grant), GRANT_TTL_SECONDS],
  )
}

/**
 * Uses up the live grant of this e-mail, phone and code. A wrong code counts against the grants of that e-mail
 * and phone, which die after 5.
 * @returns the account the grant is for, or null
 */
export async function useResetGrant(db: Database, target: GrantTarget): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    `DELETE FROM password_reset_grants
     WHERE email = lower($1) AND phone = $2 AND code_hash = $3 AND expires_at > now() AND attempts < $4
     RETURNING account_id`,
    [target.email.trim(), target.phone, hashGrant(target), MAX_WRONG_TRIES],
  )
  if (rows[0]) return rows[0].account_id
  await db.query(
    'UPDATE password_reset_grants SET attempts = attempts + 1 WHERE email = lower($1) AND phone = $2',
    [target.email.trim(), target.phone],
  )
  return null
}

/** Once the password is set, no grant of the account may set it again. */
export async function dropResetGrants(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('DELETE FROM password_reset_grants WHERE account_id = $1', [accountId])
}
