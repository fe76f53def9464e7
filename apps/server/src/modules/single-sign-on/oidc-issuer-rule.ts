import { isIP } from 'node:net'
import { bareHost, type PrivateAddressPolicy } from './private-address-policy'

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost')

/**
 * Why an OpenID Connect issuer may not be saved, as a text key, or null: it must be https, unless its host is on
 * the operator's allow-list (a provider on the private network, often plain http), and may not be a refused
 * address written out, nor localhost. Other names are not resolved here: the fetch checks what they resolve to
 * at each connection.
 * @example issuerRefusal('http://idp.test', privateAddressPolicy([])) // 'sso.issuerHttpsRequired'
 */
export function issuerRefusal(
  issuerUrl: string,
  policy: PrivateAddressPolicy,
): 'sso.issuerHttpsRequired' | 'sso.issuerPrivate' | null {
  const url = new URL(issuerUrl)
  const host = bareHost(url.hostname)
  if (policy.isAllowListed(host)) return null
  if (isLocalName(host) || (isIP(host) && policy.isRefused(host, host))) return 'sso.issuerPrivate'
  return url.protocol === 'https:' ? null : 'sso.issuerHttpsRequired'
}
