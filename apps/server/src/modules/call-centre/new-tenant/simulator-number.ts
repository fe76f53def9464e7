import { createHash } from 'node:crypto'

/** The simulator's numbers for new tenants start with 95, so they stand apart from the demo's and real ones. */
const SIMULATOR_NUMBER_PREFIX = '95'

/**
 * A new tenant's first number on the built-in simulator: 95 and ten digits drawn from the tenant's code, so each
 * tenant gets its own, the same every time, without a counter to keep.
 * @example simulatorNumberFor('trial-1a2b3c4d5e6f') // '95' + ten digits, e.g. '954029377813'
 */
export function simulatorNumberFor(tenantCode: string): string {
  const digest = createHash('sha256').update(tenantCode).digest()
  const digits = (digest.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0')
  return `${SIMULATOR_NUMBER_PREFIX}${digits}`
}
