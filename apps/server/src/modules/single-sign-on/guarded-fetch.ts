import { lookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import type { Agent, fetch as undiciFetch } from 'undici'
import type { CustomFetch } from 'openid-client'
import { loadOnFirstUse } from '../../lib/load-on-first-use'
import { bareHost, type PrivateAddressPolicy } from './private-address-policy'

// Loaded by the first call to a provider, never on the start's path.
const loadUndici = loadOnFirstUse(() => import('undici'))

/** A connection the private address policy refused; its message names the host and address, nothing secret. */
export class RefusedAddressError extends Error {}

const refusal = (hostname: string, address: string) =>
  new RefusedAddressError(`refused to connect to ${address} (${hostname}): not an allowed address`)

/**
 * A fetch for a tenant's identity provider (discovery, token, userinfo, JWKS) that connects only to addresses the
 * policy allows, checked on each address the name resolves to when the connection is made (so a name that
 * resolves elsewhere later is caught too), and on an address written in the URL itself. It follows no redirect.
 * @example oidc.discovery(issuer, id, secret, undefined, { [oidc.customFetch]: guardedFetch(policy) })
 */
export function guardedFetch(policy: PrivateAddressPolicy): CustomFetch {
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const refused = error ? undefined : addresses.find((item) => policy.isRefused(hostname, item.address))
      const failure = error ?? (refused ? refusal(hostname, refused.address) : null)
      const first = addresses?.[0]
      if (failure || !first) return callback(failure ?? new Error(`no address for ${hostname}`), '', 0)
      if (options.all) return (callback as (error: null, all: LookupAddress[]) => void)(null, addresses)
      return callback(null, first.address, first.family)
    })
  }
  let dispatcher: Agent | undefined
  return async (url, options) => {
    const host = bareHost(new URL(url).hostname)
    if (isIP(host) && policy.isRefused(host, host)) throw refusal(host, host)
    const undici = await loadUndici()
    dispatcher ??= new undici.Agent({ connect: { lookup: checkedLookup } })
    const response = await undici.fetch(url, {
      ...(options as Parameters<typeof undiciFetch>[1]),
      dispatcher,
      redirect: 'manual',
    })
    return response as unknown as Response
  }
}
