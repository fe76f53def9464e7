import type { Database, Queryable } from '../../db/database'
import type { SessionContext, SessionStage } from '../../lib/request-context'
import { hashSessionToken, mintSessionToken } from './session-token'

export type { SessionContext, SessionStage } from '../../lib/request-context'

/** A session that a login elsewhere ended: the page is told why rather than just sent to login. */
export type SessionLookup = { live: SessionContext } | { endedByRemoteLogin: SessionContext } | null

/** A write on every request would be the costliest part of an authenticated call: touch once a minute. */
const TOUCH_INTERVAL_MS = 60_000
/** A login step (second factor, forced change) must be done within this time. */
export const STEP_SESSION_TTL_SECONDS = 600

export type NewSession = {
  tenantId: string
  accountId: string
  ttlSeconds: number
  stage?: SessionStage
  stepHandle?: string
  ip?: string
  userAgent?: string
}

/**
 * Starts a session and returns its token: 256 random bits, of which the database keeps only the SHA-256.
 * @example const { token } = await createSession(db, { tenantId, accountId, ttlSeconds: 43_200 })
 */
export async function createSession(
  db: Database,
  input: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const { token, hash } = mintSessionToken()
  const { rows } = await db.withTenant(input.tenantId, (tx) =>
    tx.query<{ id: string }>(
      `INSERT INTO sessions (tenant_id, account_id, token_hash, expires_at, stage, step_handle, ip, user_agent)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7, $8) RETURNING id`,
      [
        input.tenantId,
        input.accountId,
        hash,
        input.ttlSeconds,
        input.stage ?? 'full',
        input.stepHandle ?? null,
        input.ip ?? null,
        input.userAgent ?? null,
      ],
    ),
  )
  return { token, sessionId: rows[0]?.id ?? '' }
}

/** The session a token belongs to: live, ended by a login elsewhere, or nothing; keeps a live one from idling out. */
export async function findSession(db: Database, token: string, idleSeconds: number): Promise<SessionLookup> {
  const { rows } = await db.query<{
    session_id: string
    tenant_id: string
    account_id: string
    last_seen_at: Date
    stage: SessionStage
    step_handle: string | null
    revoked_reason: string | null
  }>('SELECT * FROM auth_session_lookup($1, $2)', [hashSessionToken(token), idleSeconds])
  const row = rows[0]
  if (!row) return null
  const session: SessionContext = {
    sessionId: row.session_id,
    tenantId: row.tenant_id,
    accountId: row.account_id,
    stage: row.stage,
    stepHandle: row.step_handle,
  }
  if (row.revoked_reason) return { endedByRemoteLogin: session }
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.withTenant(session.tenantId, (tx) =>
      tx.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [session.sessionId]),
    )
  }
  return { live: session }
}

export async function revokeSession(db: Database, session: SessionContext, reason: string): Promise<void> {
  await db.withTenant(session.tenantId, (tx) =>
    tx.query(
      'UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
      [session.sessionId, reason],
    ),
  )
}

/**
 * Ends every session of an account, in every tenant, but the one to keep (none when `keep` is null).
 * @returns the ids of the sessions it ended
 */
export async function endOtherSessions(
  tx: Queryable,
  accountId: string,
  keep: string | null,
  reason: string,
): Promise<string[]> {
  const { rows } = await tx.query<{ session_id: string }>(
    'SELECT session_id FROM auth_end_account_sessions($1, $2, $3)',
    [accountId, reason, keep],
  )
  return rows.map((row) => row.session_id)
}
