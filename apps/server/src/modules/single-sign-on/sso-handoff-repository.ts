import type { Queryable } from '../../db/database'

/** A verified SAML sign-in waiting for the browser that started it: who it names, and that browser's binding. */
export type SsoHandoff = {
  bindingHash: string
  value: string | null
  nameId: string
  nameIdFormat: string
  sessionIndex: string | null
  isMultiFactor: boolean
}

/** Keeps a verified sign-in under the hash of a one-time handle for `ttlSeconds`; drops expired ones. */
export async function insertSsoHandoff(
  tx: Queryable,
  handoff: SsoHandoff & { handleHash: string; ttlSeconds: number },
): Promise<void> {
  await tx.query('DELETE FROM sso_handoffs WHERE tenant_id = current_tenant_id() AND expires_at < now()')
  await tx.query(
    `INSERT INTO sso_handoffs (tenant_id, handle_hash, binding_hash, match_value, name_id, name_id_format,
       session_index, expires_at, is_multi_factor)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)`,
    [
      handoff.handleHash,
      handoff.bindingHash,
      handoff.value,
      handoff.nameId,
      handoff.nameIdFormat,
      handoff.sessionIndex,
      handoff.ttlSeconds,
      handoff.isMultiFactor,
    ],
  )
}

/** The waiting sign-in a handle names, used up by this read: null when unknown, already used or expired. */
export async function takeSsoHandoff(tx: Queryable, handleHash: string): Promise<SsoHandoff | null> {
  const { rows } = await tx.query<{
    binding_hash: string
    match_value: string | null
    name_id: string
    name_id_format: string
    session_index: string | null
    is_multi_factor: boolean
    is_live: boolean
  }>(
    `DELETE FROM sso_handoffs WHERE tenant_id = current_tenant_id() AND handle_hash = $1
     RETURNING binding_hash, match_value, name_id, name_id_format, session_index, is_multi_factor,
       expires_at > now() AS is_live`,
    [handleHash],
  )
  const row = rows[0]
  return row?.is_live
    ? {
        bindingHash: row.binding_hash,
        value: row.match_value,
        nameId: row.name_id,
        nameIdFormat: row.name_id_format,
        sessionIndex: row.session_index,
        isMultiFactor: row.is_multi_factor,
      }
    : null
}
