import type { Queryable } from '../../db/database'

/** What an account has of its second factors beyond SMS, read in a tenant it is a member of. */
export type StoredFactors = {
  totpSecret: string | null
  passkeys: StoredPasskey[]
  recoveryCodesLeft: number
}

export type StoredPasskey = {
  id: string
  credentialId: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

type PasskeyRow = {
  id: string
  credential_id: string
  public_key: Buffer
  counter: string
  transports: string[]
  name: string
  created_at: Date
  last_used_at: Date | null
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

/** One statement (it is read on every login): a row per passkey, or one row without a passkey. */
export async function loadFactors(tx: Queryable, accountId: string): Promise<StoredFactors> {
  const { rows } = await tx.query<Partial<PasskeyRow> & { totp_secret: string | null; codes_left: number }>(
    `SELECT (SELECT secret FROM account_totp WHERE account_id = $1) AS totp_secret,
       (SELECT count(*)::int FROM account_recovery_codes WHERE account_id = $1 AND used_at IS NULL) AS codes_left,
       p.id, p.credential_id, p.public_key, p.counter, p.transports, p.name, p.created_at, p.last_used_at
     FROM (SELECT 1) AS account LEFT JOIN account_passkeys p ON p.account_id = $1
     ORDER BY p.created_at`,
    [accountId],
  )
  return {
    totpSecret: rows[0]?.totp_secret ?? null,
    passkeys: rows.flatMap((row) => (row.id ? [toPasskey(row as PasskeyRow)] : [])),
    recoveryCodesLeft: rows[0]?.codes_left ?? 0,
  }
}

/** Keeps a new secret awaiting its first code, beside (not in place of) a confirmed one. */
export const storePendingTotp = (tx: Queryable, accountId: string, secret: string) =>
  tx.query(
    `INSERT INTO account_totp (account_id, pending_secret) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET pending_secret = $2, updated_at = now()`,
    [accountId, secret],
  )

export async function loadPendingTotp(tx: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await tx.query<{ pending_secret: string | null }>(
    'SELECT pending_secret FROM account_totp WHERE account_id = $1 FOR UPDATE',
    [accountId],
  )
  return rows[0]?.pending_secret ?? null
}

/** The pending secret becomes the account's, its first code's step taken. */
export const confirmPendingTotp = (tx: Queryable, accountId: string, step: number) =>
  tx.query(
    `UPDATE account_totp SET secret = pending_secret, pending_secret = NULL, last_step = $2, confirmed_at = now(),
       updated_at = now()
     WHERE account_id = $1`,
    [accountId, step],
  )

/**
 * Takes a code's time step once: true when it is later than the last taken, atomically (two requests with the
 * same code cannot both pass).
 */
export async function takeTotpStep(tx: Queryable, accountId: string, step: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE account_totp SET last_step = $2, updated_at = now()
     WHERE account_id = $1 AND secret IS NOT NULL AND (last_step IS NULL OR last_step < $2)`,
    [accountId, step],
  )
  return rowCount === 1
}

export const deleteTotp = (tx: Queryable, accountId: string) =>
  tx.query('DELETE FROM account_totp WHERE account_id = $1', [accountId])

/** Replaces every recovery code of the account by these hashes. */
export async function replaceRecoveryCodes(
  tx: Queryable,
  accountId: string,
  hashes: Buffer[],
): Promise<void> {
  await tx.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId])
  await tx.query(
    `INSERT INTO account_recovery_codes (account_id, code_hash) SELECT $1, unnest($2::bytea[])`,
    [accountId, hashes],
  )
}

/** Uses a recovery code up: true only for the first use of an unused code of this account. */
export async function takeRecoveryCode(tx: Queryable, accountId: string, hash: Buffer): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE account_recovery_codes SET used_at = now()
     WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [accountId, hash],
  )
  return rowCount === 1
}

export const deleteRecoveryCodes = (tx: Queryable, accountId: string) =>
  tx.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId])

export const insertPasskey = (
  tx: Queryable,
  accountId: string,
  passkey: Pick<StoredPasskey, 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
) =>
  tx.query(
    `INSERT INTO account_passkeys (account_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      accountId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.name,
    ],
  )

/** Records a passkey's use and its new signature counter. */
export const markPasskeyUsed = (tx: Queryable, id: string, counter: number) =>
  tx.query('UPDATE account_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [id, counter])

/** Deletes one of the account's passkeys; @returns its name, or null when the account has no such passkey. */
export async function deletePasskey(tx: Queryable, accountId: string, id: string): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>(
    'DELETE FROM account_passkeys WHERE account_id = $1 AND id = $2 RETURNING name',
    [accountId, id],
  )
  return rows[0]?.name ?? null
}

/** Keeps the WebAuthn challenge of a session's ceremony, replacing any earlier one of that session. */
export const storeChallenge = (
  tx: Queryable,
  challenge: { sessionId: string; purpose: 'register' | 'authenticate'; value: string; ttlSeconds: number },
) =>
  tx.query(
    `INSERT INTO webauthn_challenges (session_id, tenant_id, purpose, challenge, expires_at)
     VALUES ($1, current_tenant_id(), $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (session_id) DO UPDATE SET purpose = $2, challenge = $3, expires_at = now() + make_interval(secs => $4)`,
    [challenge.sessionId, challenge.purpose, challenge.value, challenge.ttlSeconds],
  )

/** Takes a session's unexpired challenge for that ceremony, once. */
export async function takeChallenge(
  tx: Queryable,
  sessionId: string,
  purpose: 'register' | 'authenticate',
): Promise<string | null> {
  const { rows } = await tx.query<{ challenge: string }>(
    `DELETE FROM webauthn_challenges WHERE session_id = $1 AND purpose = $2 AND expires_at > now()
     RETURNING challenge`,
    [sessionId, purpose],
  )
  return rows[0]?.challenge ?? null
}

/** Whether the member's role in the current tenant is one the tenant requires a second factor of. */
export async function isFactorRequiredOfRole(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query<{ required: boolean }>(
    `SELECT m.role_id = ANY (t.second_factor_role_ids) AS required
     FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id
     WHERE m.account_id = $1 AND m.tenant_id = current_tenant_id()`,
    [accountId],
  )
  return rows[0]?.required ?? false
}

/** Whether the account's own choice or the current tenant's switch asks for the SMS code (with a phone to send it). */
export async function isSmsFactorWanted(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query<{ wanted: boolean }>(
    `SELECT a.second_factor_enabled OR (t.second_factor_required AND a.phone IS NOT NULL) AS wanted
     FROM staff_accounts a, tenants t WHERE a.id = $1 AND t.id = current_tenant_id()`,
    [accountId],
  )
  return rows[0]?.wanted ?? false
}
