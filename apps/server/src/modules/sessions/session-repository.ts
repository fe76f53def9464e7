import type { Locale } from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import type { SessionContext, SessionStage } from '../../lib/request-context'
import { hashSessionToken, mintSessionToken } from './session-token'
import { TOLD_SESSION_END_REASONS, type ToldSessionEnd } from './told-session-ends'

export type { SessionContext, SessionStage } from '../../lib/request-context'

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

/**
 * Starts a login's full session and ends every other session of the account, in one call.
 * @returns the new session's token and id, and the ids of the sessions it ended
 * @example const { token, ended } = await startFullSession(db, { tenantId, accountId, ttlSeconds }, 'remote-login')
 */
export async function startFullSession(
  db: Database,
  input: Omit<NewSession, 'stage' | 'stepHandle'>,
  endReason: string,
): Promise<{ token: string; sessionId: string; ended: string[] }> {
  const { token, hash } = mintSessionToken()
  const { rows } = await db.query<{ session_id: string; ended_session_ids: string[] }>(
    'SELECT * FROM auth_start_session($1, $2, $3, $4, $5, $6, $7)',
    [
      input.tenantId,
      input.accountId,
      hash,
      input.ttlSeconds,
      input.ip ?? null,
      input.userAgent ?? null,
      endReason,
    ],
  )
  return { token, sessionId: rows[0]?.session_id ?? '', ended: rows[0]?.ended_session_ids ?? [] }
}

/** A stored session as the lookup finds it, with the times that end it. */
export type StoredSession = {
  session: SessionContext
  lastSeenAt: number
  expiresAt: number
  /** Why a person ended it from elsewhere, which its page is told; null while it is live. */
  toldEnd: ToldSessionEnd | null
  /** The idle time that ends it: its tenant's, else the server's. */
  idleSeconds: number
  /** The language this process last noted for it; unknown until its first request that names one. */
  locale?: Locale
}

/**
 * The session a token belongs to, live or ended by a person from elsewhere (a day long), else null; `idleSeconds` is the
 * server's idle time, which the session's tenant may replace with its own.
 */
export async function lookupSession(
  db: Database,
  token: string,
  idleSeconds: number,
): Promise<StoredSession | null> {
  const { rows } = await db.query<{
    session_id: string
    tenant_id: string
    account_id: string
    last_seen_at: Date
    expires_at: Date
    stage: SessionStage
    step_handle: string | null
    revoked_reason: string | null
    idle_seconds: number
  }>('SELECT * FROM auth_session_lookup($1, $2, $3)', [
    hashSessionToken(token),
    idleSeconds,
    TOLD_SESSION_END_REASONS,
  ])
  const row = rows[0]
  if (!row) return null
  return {
    session: {
      sessionId: row.session_id,
      tenantId: row.tenant_id,
      accountId: row.account_id,
      stage: row.stage,
      stepHandle: row.step_handle,
    },
    lastSeenAt: row.last_seen_at.getTime(),
    expiresAt: row.expires_at.getTime(),
    toldEnd: row.revoked_reason as ToldSessionEnd | null,
    idleSeconds: row.idle_seconds,
  }
}

/** Keeps a live session from idling out, and notes the language its pages now ask in. */
export async function touchSession(db: Database, session: SessionContext, locale?: Locale): Promise<void> {
  await db.withTenant(session.tenantId, (tx) =>
    tx.query('UPDATE sessions SET last_seen_at = now(), locale = coalesce($2, locale) WHERE id = $1', [
      session.sessionId,
      locale ?? null,
    ]),
  )
}

export async function revokeSession(tx: Queryable, session: SessionContext, reason: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [session.sessionId, reason],
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
