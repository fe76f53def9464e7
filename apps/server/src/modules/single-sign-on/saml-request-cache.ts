import type { CacheProvider } from '@node-saml/node-saml'
import type { Database } from '../../db/database'
import { insertSsoRequest, peekSsoRequest, takeSsoRequest } from './sso-settings-repository'
import { SSO_REQUEST_TTL_SECONDS } from './sso-browser-binding'

/** node-saml's store of request ids, which also tells whose browser the answered request was bound to. */
export type SamlRequestCache = CacheProvider & {
  /** The binding hash of the request the last validated response answered (and used up), if it had one. */
  takenBindingHash: () => string | null
}

/**
 * The AuthnRequest ids a tenant's SAML responses must answer, kept in the database so that any process takes
 * the response, each id used once; a request saved through it keeps `bindingHash`, its browser's binding.
 */
export const samlRequestCache = (db: Database, tenantId: string, bindingHash?: string): SamlRequestCache => {
  let taken: string | null = null
  return {
    saveAsync: async (key, value) => {
      await db.withTenant(tenantId, (tx) =>
        insertSsoRequest(tx, { handle: key, nonce: value, bindingHash, ttlSeconds: SSO_REQUEST_TTL_SECONDS }),
      )
      return { value, createdAt: Date.now() }
    },
    getAsync: (key) => db.withTenant(tenantId, (tx) => peekSsoRequest(tx, key)),
    removeAsync: async (key) => {
      const request = key ? await db.withTenant(tenantId, (tx) => takeSsoRequest(tx, key)) : null
      taken = request?.bindingHash ?? taken
      return request?.nonce ?? null
    },
    takenBindingHash: () => taken,
  }
}
