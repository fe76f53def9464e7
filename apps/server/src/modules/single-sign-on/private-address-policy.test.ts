import { describe, expect, it } from 'vitest'
import { privateAddressPolicy } from './private-address-policy'

describe('the private address policy', () => {
  it('refuses loopback, private, link-local, unique-local and unspecified addresses', () => {
    const policy = privateAddressPolicy([])
    const refused = [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]
    for (const address of refused) expect(policy.isRefused('idp.test', address), address).toBe(true)
    for (const address of ['8.8.8.8', '172.32.0.1', '2001:4860::8888'])
      expect(policy.isRefused('idp.test', address), address).toBe(false)
  })

  it('refuses what a resolver may answer for a public-looking name: NAT64, 6to4, Teredo, scoped and mapped forms', () => {
    const policy = privateAddressPolicy([])
    for (const address of [
      '64:ff9b::808:808',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fe80::1%eth0',
      'fec0::1',
      '::7f00:1',
      '::ffff:808:808',
      '192.0.0.8',
      '198.18.0.1',
      '2001:db8::1',
    ])
      expect(policy.isRefused('idp.test', address), address).toBe(true)
    for (const address of ['2002:808:808::1', '::808:808', '2a00:1450:4001:80e::200e'])
      expect(policy.isRefused('idp.test', address), address).toBe(false)
  })

  it("allows the operator's hosts by name and addresses by range, and nothing else private", () => {
    const policy = privateAddressPolicy(['IdP.Corp.Local', '10.1.0.0/16', '127.0.0.1', 'fd12::/16'])
    expect(policy.isRefused('idp.corp.local.', '192.168.9.9')).toBe(false)
    expect(policy.isRefused('other.test', '10.1.200.3')).toBe(false)
    expect(policy.isRefused('other.test', '10.2.0.1')).toBe(true)
    expect(policy.isRefused('other.test', '127.0.0.1')).toBe(false)
    expect(policy.isRefused('other.test', '127.0.0.2')).toBe(true)
    expect(policy.isRefused('other.test', 'fd12::5')).toBe(false)
    expect(policy.isAllowListed('idp.corp.local')).toBe(true)
    expect(policy.isAllowListed('[fd12::5]')).toBe(true)
    expect(policy.isAllowListed('10.1.0.9')).toBe(true)
    expect(policy.isAllowListed('idp.test')).toBe(false)
  })
})
