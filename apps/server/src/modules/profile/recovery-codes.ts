import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@portal/contract'
import { secretHash } from '../../lib/secret-token'

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** How a typed code is compared: upper case, without spaces or dashes. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()

/** What the database keeps of a recovery code. */
export const recoveryCodeHash = (code: string): Buffer => secretHash(`recovery:${normalized(code)}`)

/**
 * New recovery codes, 10 characters each (about 49 bits) shown as XXXXX-XXXXX, and their hashes.
 * @example const { codes, hashes } = newRecoveryCodes() // codes[0] === 'K7QMP-2XRTA'
 */
export function newRecoveryCodes(): { codes: string[]; hashes: Buffer[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${text.slice(0, 5)}-${text.slice(5)}`
  })
  return { codes, hashes: codes.map(recoveryCodeHash) }
}
