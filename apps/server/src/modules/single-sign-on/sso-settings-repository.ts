import type { SsoMatchField, SsoProtocol } from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { SsoInfo } from '../tenants/tenant-settings-repository'

/** A tenant's provider settings as stored (never the client secret, which stays in its own column). */
export type StoredSsoSettings = {
  matchField: SsoMatchField
  issuerUrl: string
  clientId: string
  scopes: string
  claim: string
  entryPoint: string
  idpLogoutUrl: string
  idpCertificate: string
  spEntityId: string
  samlAttribute: string
}

export type SsoSettingsRecord = {
  protocol: SsoProtocol
  settings: StoredSsoSettings
  clientSecret: string | null
}

/** The current tenant's single sign-on, or null when it never set one. */
export async function loadSsoSettings(tx: Queryable): Promise<SsoSettingsRecord | null> {
  const { rows } = await tx.query<{
    protocol: SsoProtocol
    settings: StoredSsoSettings
    client_secret: string | null
  }>('SELECT protocol, settings, client_secret FROM sso_settings WHERE tenant_id = current_tenant_id()')
  const row = rows[0]
  return row ? { protocol: row.protocol, settings: row.settings, clientSecret: row.client_secret } : null
}

/** Saves the current tenant's single sign-on and the ssoInfo its pre-login config shows (null when off). */
export async function saveSsoSettings(
  tx: Queryable,
  record: SsoSettingsRecord,
  ssoInfo: SsoInfo | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO sso_settings (tenant_id, protocol, settings, client_secret)
     VALUES (current_tenant_id(), $1, $2, $3)
     ON CONFLICT (tenant_id) DO UPDATE
     SET protocol = $1, settings = $2, client_secret = $3, updated_at = now()`,
    [record.protocol, JSON.stringify(record.settings), record.clientSecret],
  )
  await tx.query('UPDATE tenants SET sso_config = $1 WHERE id = current_tenant_id()', [
    ssoInfo ? JSON.stringify(ssoInfo) : null,
  ])
}

/**
 * Keeps a sign-in started at the provider until it comes back, for `ttlSeconds` at most, with the hash of the
 * browser binding when the handle itself is not one (SAML); drops expired ones.
 */
export async function insertSsoRequest(
  tx: Queryable,
  request: {
    handle: string
    nonce?: string
    codeVerifier?: string
    bindingHash?: string
    ttlSeconds: number
  },
): Promise<void> {
  await tx.query('DELETE FROM sso_requests WHERE tenant_id = current_tenant_id() AND expires_at < now()')
  await tx.query(
    `INSERT INTO sso_requests (tenant_id, handle, nonce, code_verifier, binding_hash, expires_at)
     VALUES (current_tenant_id(), $1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [
      request.handle,
      request.nonce ?? null,
      request.codeVerifier ?? null,
      request.bindingHash ?? null,
      request.ttlSeconds,
    ],
  )
}

/** A pending sign-in, used up by this read: null when unknown, already used or expired. */
export async function takeSsoRequest(
  tx: Queryable,
  handle: string,
): Promise<{ nonce: string | null; codeVerifier: string | null; bindingHash: string | null } | null> {
  const { rows } = await tx.query<{
    nonce: string | null
    code_verifier: string | null
    binding_hash: string | null
    is_live: boolean
  }>(
    `DELETE FROM sso_requests WHERE tenant_id = current_tenant_id() AND handle = $1
     RETURNING nonce, code_verifier, binding_hash, expires_at > now() AS is_live`,
    [handle],
  )
  const row = rows[0]
  return row?.is_live
    ? { nonce: row.nonce, codeVerifier: row.code_verifier, bindingHash: row.binding_hash }
    : null
}

/** A live pending sign-in's kept value (SAML: the request's issue instant), without using it up. */
export async function peekSsoRequest(tx: Queryable, handle: string): Promise<string | null> {
  const { rows } = await tx.query<{ nonce: string | null }>(
    `SELECT nonce FROM sso_requests
     WHERE tenant_id = current_tenant_id() AND handle = $1 AND expires_at > now()`,
    [handle],
  )
  return rows[0]?.nonce ?? null
}

/** What ending the provider's session needs later, after the portal's logout. */
export type SsoLogin = {
  protocol: 'OIDC' | 'SAML'
  idToken?: string | null
  nameId?: string | null
  nameIdFormat?: string | null
  sessionIndex?: string | null
}

export async function insertSsoLogin(tx: Queryable, handle: string, login: SsoLogin): Promise<void> {
  await tx.query(
    `INSERT INTO sso_logins (tenant_id, handle, protocol, id_token, name_id, name_id_format, session_index)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6)`,
    [
      handle,
      login.protocol,
      login.idToken ?? null,
      login.nameId ?? null,
      login.nameIdFormat ?? null,
      login.sessionIndex ?? null,
    ],
  )
}

/** The sign-in a logout handle names, used up by this read. */
export async function takeSsoLogin(tx: Queryable, handle: string): Promise<SsoLogin | null> {
  const { rows } = await tx.query<{
    protocol: 'OIDC' | 'SAML'
    id_token: string | null
    name_id: string | null
    name_id_format: string | null
    session_index: string | null
  }>(
    `DELETE FROM sso_logins WHERE tenant_id = current_tenant_id() AND handle = $1
     RETURNING protocol, id_token, name_id, name_id_format, session_index`,
    [handle],
  )
  const row = rows[0]
  return row
    ? {
        protocol: row.protocol,
        idToken: row.id_token,
        nameId: row.name_id,
        nameIdFormat: row.name_id_format,
        sessionIndex: row.session_index,
      }
    : null
}

/** The current tenant's staff account whose e-mail or employee number (any letter case) is this value. */
export async function findStaffBy(
  tx: Queryable,
  field: SsoMatchField,
  value: string,
): Promise<{ accountId: string; status: 'active' | 'stopped' } | null> {
  const column = field === 'email' ? 'email' : 'employee_no'
  const { rows } = await tx.query<{ id: string; status: 'active' | 'stopped' }>(
    `SELECT a.id, a.status FROM staff_accounts a
     JOIN tenant_members m ON m.account_id = a.id AND m.tenant_id = current_tenant_id()
     WHERE lower(a.${column}) = lower($1)`,
    [value],
  )
  const row = rows[0]
  return row ? { accountId: row.id, status: row.status } : null
}
