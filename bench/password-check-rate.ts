import { hashPassword, verifyPassword } from '../apps/server/src/modules/accounts/password-hashing'

/** Checks side by side: more than the cores, as the server's login workers are. */
const CONCURRENCY = 8
const CHECKS = 200
/** Any password: the check costs the same whatever it is. */
const PASSWORD = 'Ceiling@2026'

/**
 * How many password checks a second this machine does alone, as the portal does them (argon2id at its cost, on
 * every core): the ceiling no login rate can pass, measured in the same run so the login figures read against it.
 * @example const ceiling = await measurePasswordCheckRate() // 100 on 2 cores
 */
export async function measurePasswordCheckRate(): Promise<number> {
  const stored = await hashPassword(PASSWORD)
  let started = 0
  const begin = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < CHECKS) {
        started += 1
        await verifyPassword(stored, PASSWORD)
      }
    }),
  )
  return CHECKS / ((performance.now() - begin) / 1000)
}
