import { BlockList, isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

type Family = 'ipv4' | 'ipv6'

/**
 * Whether an address is one a tenant's provider may not send the server to: anything the address library does
 * not name a public unicast address (loopback, private, shared, link-local, multicast, reserved, benchmarking, the
 * documentation networks, IPv4-mapped, NAT64, Teredo, site-local, discard...). IPv4-compatible (::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::) addresses are judged by the IPv4 address they carry.
 */
function isSpecialPurpose(address: string): boolean {
  if (!ipaddr.isValid(address)) return true
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast'
  const parts = (parsed as ipaddr.IPv6).parts
  const embedded = (high = 0, low = 0) =>
    ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]).toString()
  if (parts.slice(0, 6).every((part) => part === 0)) return isSpecialPurpose(embedded(parts[6], parts[7]))
  if (parsed.range() === '6to4') return isSpecialPurpose(embedded(parts[1], parts[2]))
  return parsed.range() !== 'unicast'
}

const familyOf = (address: string): Family | null =>
  (({ 4: 'ipv4', 6: 'ipv6' }) as const)[isIP(address) as 4 | 6] ?? null

/** A URL's host name as a resolver takes it: lower case, no IPv6 brackets, no trailing dot. */
export const bareHost = (hostname: string): string =>
  hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')

export type PrivateAddressPolicy = {
  /** Whether the server may not connect to `address`, which `hostname` resolved to (or is). */
  isRefused: (hostname: string, address: string) => boolean
  /** Whether the operator allows this host (by name, or an address in an allowed range) whatever it resolves to. */
  isAllowListed: (hostname: string) => boolean
}

/**
 * Refuses loopback, private, shared, link-local, unique-local, multicast, unspecified and every other
 * special-purpose address (`isSpecialPurpose`), but for the operator's allow-list: host names (any address they
 * resolve to) and addresses or CIDR ranges.
 * @example privateAddressPolicy(['idp.corp.local', '10.1.0.0/16']).isRefused('idp.test', '10.2.0.1') // true
 */
export function privateAddressPolicy(allowList: readonly string[]): PrivateAddressPolicy {
  const allowedAddresses = new BlockList()
  const allowedHosts = new Set<string>()
  for (const entry of allowList) {
    const [network = '', prefix] = entry.split('/')
    const family = familyOf(bareHost(network))
    if (!family) allowedHosts.add(bareHost(entry))
    else if (prefix === undefined) allowedAddresses.addAddress(bareHost(network), family)
    else allowedAddresses.addSubnet(bareHost(network), Number(prefix), family)
  }
  const isAllowedAddress = (address: string) => {
    const family = familyOf(address)
    return family !== null && allowedAddresses.check(address, family)
  }
  return {
    isRefused: (hostname, address) => {
      const family = familyOf(address)
      if (!family) return true
      if (allowedHosts.has(bareHost(hostname)) || allowedAddresses.check(address, family)) return false
      return isSpecialPurpose(address)
    },
    isAllowListed: (hostname) => allowedHosts.has(bareHost(hostname)) || isAllowedAddress(bareHost(hostname)),
  }
}
