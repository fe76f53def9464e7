import { hash, verify } from '@node-rs/argon2'

/** argon2id at the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. (2 is argon2id in the library's enum.) */
const ARGON2ID_OWASP_MINIMUM = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** @example const stored = await hashPassword('Admin@2026') // '$argon2id$v=19$m=19456,t=2,p=1$...' */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID_OWASP_MINIMUM)

/** A hash of a password nobody has, verified when an account is unknown so both paths take the same time. */
const decoyHash = hashPassword(crypto.randomUUID())

/**
 * Checks a password against a stored hash; with no stored hash it still does the work, and answers false.
 * @example await verifyPassword(account?.passwordHash, typed)
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? (await decoyHash), password).catch(() => false)
  return storedHash !== undefined && matches
}
