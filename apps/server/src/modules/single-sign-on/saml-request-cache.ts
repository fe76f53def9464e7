import type { CacheProvider } from '@node-saml/node-saml'
import type { Database } from '../../db/database'
import { insertSsoRequest, peekSsoRequest, takeSsoRequest } from './sso-settings-repository'
import { SAML_REQUEST_TTL_MS } from './saml-sign-in'

/**
 * The AuthnRequest ids a tenant's SAML responses must answer, kept in the database so that any process takes
 * the response, each id used once.
 */
export const samlRequestCache = (db: Database, tenantId: string): CacheProvider => ({
  saveAsync: async (key, value) => {
    await db.withTenant(tenantId, (tx) =>
      insertSsoRequest(tx, { handle: key, nonce: value, ttlSeconds: SAML_REQUEST_TTL_MS / 1000 }),
    )
    return { value, createdAt: Date.now() }
  },
  getAsync: (key) => db.withTenant(tenantId, (tx) => peekSsoRequest(tx, key)),
  removeAsync: async (key) =>
    key ? ((await db.withTenant(tenantId, (tx) => takeSsoRequest(tx, key)))?.nonce ?? null) : null,
})
