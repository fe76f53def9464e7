import { Secret, TOTP } from 'otpauth'
import type { TotpSetup } from '@portal/contract'
import { loadOnFirstUse } from '../../lib/load-on-first-use'

// Loaded by the first authenticator set up, never on the start's path.
const loadQrCode = loadOnFirstUse(() => import('qrcode'))

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30
/** One step either side of now, for a phone's clock a little off. */
const WINDOW = 1

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  })

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Contact Centre Portal'

/** A fresh 160-bit secret (RFC 4226's recommended length) and what the app needs to take it: URL and QR code. */
export async function newTotpSetup(label: string): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32
  const otpauthUrl = totpOf(secret, label).toString()
  const { toDataURL } = await loadQrCode()
  return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 200 }) }
}

/**
 * The time step a code belongs to, when it is right for this secret now (± one step), else null. The caller
 * takes the step once, so a code is never accepted twice.
 * @example totpStep(secret, '123456') // 58744121 or null
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW })
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta
}
