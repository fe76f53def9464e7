import { describe, expect, it } from 'vitest'
import { issuerRefusal } from './oidc-issuer-rule'
import { bareHost, privateAddressPolicy } from './private-address-policy'

/** Hosts an attacker writes in an issuer URL to reach this server's own network, each as a browser parses it. */
const REFUSED_SPELLINGS = [
  // loopback, however IPv4 is written
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '2130706433',
  '0x7f000001',
  '0x7f.0x0.0x0.0x1',
  '0x7f.1',
  '0177.0.0.1',
  '0177.1',
  '127.255.255.254',
  // unspecified, private, shared, link-local (cloud metadata), multicast, reserved, broadcast
  '0',
  '0.0.0.0',
  '10.0.0.5',
  '10.1',
  '167772165',
  '172.16.3.4',
  '172.31.255.255',
  '192.168.1.1',
  '0xc0a80101',
  '100.64.0.1',
  '100.100.100.200',
  '169.254.169.254',
  '0xa9fea9fe',
  '2852039166',
  '0251.0376.0251.0376',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IETF protocol assignments, benchmarking and the three documentation networks (TEST-NET-1, -2, -3)
  '192.0.0.8',
  '192.0.0.170',
  '198.18.0.1',
  '198.19.255.255',
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  // IPv6 loopback, unspecified, unique-local, link-local, site-local, multicast, documentation
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::]',
  '[fd00::1]',
  '[fc00::1]',
  '[fe80::1]',
  '[FE80::1]',
  '[febf::1]',
  '[fec0::1]',
  '[feff::1]',
  '[ff02::1]',
  '[2001:db8::1]',
  '[2001:db8:ffff::1]',
  // IPv4 inside IPv6: mapped, compatible, NAT64 (well-known and local-use), 6to4, Teredo
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[0:0:0:0:0:ffff:7f00:1]',
  '[::ffff:a9fe:a9fe]',
  '[::ffff:8.8.8.8]',
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[::a9fe:a9fe]',
  '[::10.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b::8.8.8.8]',
  '[64:ff9b:1::a00:1]',
  '[64:ff9b:1:ffff::1]',
  '[2002:7f00:1::]',
  '[2002:7f00:0001::1]',
  '[2002:a9fe:a9fe::1]',
  '[2002:c0a8:101::1]',
  '[2002:0:0::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  '[2001::1]',
  // other special-purpose IPv6: discard, benchmarking
  '[100::1]',
  '[2001:2::1]',
  // local names
  'localhost',
  'LOCALHOST',
  'localhost.',
  'idp.localhost',
]

/** Public addresses, and IPv4 inside IPv6 forms whose embedded address is public. */
const ALLOWED_SPELLINGS = [
  '8.8.8.8',
  '172.32.0.1',
  '100.128.0.1',
  '198.20.0.1',
  '203.0.114.1',
  '[2001:4860::8888]',
  '[2606:4700::1111]',
  '[2002:808:808::1]',
  '[::8.8.8.8]',
  'idp.example.com',
]

const hostOf = (spelling: string) => bareHost(new URL(`https://${spelling}/`).hostname)

describe('an OpenID Connect issuer written as an address', () => {
  const policy = privateAddressPolicy([])

  it.each(REFUSED_SPELLINGS)('is refused as %s, when saved and when fetched', (spelling) => {
    expect(issuerRefusal(`https://${spelling}/`, policy)).toBe('sso.issuerPrivate')
    const host = hostOf(spelling)
    if (host.includes('localhost')) return
    // guardedFetch refuses an address written in the URL before connecting, as the policy says.
    expect(policy.isRefused(host, host)).toBe(true)
  })

  it.each(ALLOWED_SPELLINGS)('is accepted as %s, a public address', (spelling) => {
    expect(issuerRefusal(`https://${spelling}/`, policy)).toBeNull()
  })

  it("is accepted on the operator's allow-list, by range or by name, over http too", () => {
    const allowing = privateAddressPolicy(['64:ff9b::/96', '198.18.0.0/15', 'idp.localhost'])
    expect(issuerRefusal('http://[64:ff9b::a00:1]/', allowing)).toBeNull()
    expect(issuerRefusal('http://198.18.0.1/', allowing)).toBeNull()
    expect(issuerRefusal('http://idp.localhost/', allowing)).toBeNull()
    expect(issuerRefusal('https://[64:ff9b:1::1]/', allowing)).toBe('sso.issuerPrivate')
  })
})
