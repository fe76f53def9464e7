import { BlockList, isIP } from 'node:net'

type Family = 'ipv4' | 'ipv6'

/** Addresses a tenant's provider may not send the server to, unless the operator allows them. */
const REFUSED_SUBNETS: readonly (readonly [string, number, Family])[] = [
  ['0.0.0.0', 8, 'ipv4'], // unspecified ("this network")
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // shared address space: carrier NAT, and cloud metadata such as 100.100.100.200
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, with the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved and broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
]

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
 * Refuses loopback, private, shared, link-local, unique-local, multicast and unspecified addresses, but for the
 * operator's allow-list: host names (any address they resolve to) and addresses or CIDR ranges.
 * @example privateAddressPolicy(['idp.corp.local', '10.1.0.0/16']).isRefused('idp.test', '10.2.0.1') // true
 */
export function privateAddressPolicy(allowList: readonly string[]): PrivateAddressPolicy {
  const refused = new BlockList()
  for (const [network, prefix, family] of REFUSED_SUBNETS) refused.addSubnet(network, prefix, family)
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
      // IPv4-mapped IPv6 would reach any IPv4 address: no provider needs one.
      return /^::ffff:/i.test(address) || refused.check(address, family)
    },
    isAllowListed: (hostname) => allowedHosts.has(bareHost(hostname)) || isAllowedAddress(bareHost(hostname)),
  }
}
