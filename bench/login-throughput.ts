import { RESPONSE_CODES } from '@portal/contract'
import { logIn } from './log-in'
import { measurePasswordCheckRate } from './password-check-rate'
import { percentile } from './percentile'

export type LoginThroughput = {
  logins: number
  /** How many accounts log in: one (at most three attempts at a time), or many side by side. */
  accounts: number
  concurrency: number
  /** Logins that did not answer code 10000, or threw: counted, never hidden in the rate. */
  failures: number
  loginsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/** Logins before the measured ones, not counted. */
const WARM_UP_LOGINS = 10

export const DEMO_ADMIN = { account: 'admin@demo.com', password: 'Admin@2026' } as const
/** The password of the bench's login accounts (seedBenchLoginAccounts). */
export const BENCH_LOGIN_PASSWORD = 'Bench@2026'

type Credentials = { account: string; password: string }

/**
 * Runs `logins` complete account logins, `concurrency` at a time, and times each from challenge to answer. Each
 * of the `concurrency` workers logs in as `accounts[worker % accounts.length]`. Password hashing dominates, so
 * expect tens per second.
 * @example const figures = await measureLoginThroughput(origin, 100, 3)
 */
export async function measureLoginThroughput(
  origin: string,
  logins = 100,
  // One account, so at most three at once: attempts are counted before they are checked, and a fourth
  // simultaneous attempt on an account meets the captcha threshold (the brute-force guard, by design).
  concurrency = 3,
  accounts: readonly Credentials[] = [DEMO_ADMIN],
): Promise<LoginThroughput> {
  // Warmed up first, as the HTTP figures are: the first logins of a fresh process measure its JIT and pools.
  for (let index = 0; index < WARM_UP_LOGINS; index += 1) {
    const { account, password } = accounts[index % accounts.length] ?? DEMO_ADMIN
    await logIn(origin, account, password).catch(() => null)
  }
  const latencies: number[] = []
  let failures = 0
  let started = 0
  const worker = async (_: unknown, index: number) => {
    const { account, password } = accounts[index % accounts.length] ?? DEMO_ADMIN
    while (started < logins) {
      started += 1
      const begin = performance.now()
      const outcome = await logIn(origin, account, password).catch(() => null)
      latencies.push(performance.now() - begin)
      if (outcome?.code !== RESPONSE_CODES.OK) failures += 1
    }
  }
  const begin = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - begin) / 1000
  return {
    logins,
    accounts: Math.min(accounts.length, concurrency),
    concurrency,
    failures,
    loginsPerSecond: logins / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }
}

/**
 * The two login figures of a portal: the demo admin's one account, three at a time, then the bench's login accounts,
 * one per worker, 200 logins; and beside them the password checks a second the machine does alone.
 * @example const { oneAccount, manyAccounts } = await measureLoginRuns(origin, seed.loginAccounts)
 */
export async function measureLoginRuns(origin: string, loginAccounts: readonly string[]) {
  // Measured with the server idle, just before: what the machine allows today, not what another day did.
  const passwordChecksPerSecond = await measurePasswordCheckRate()
  const oneAccount = await measureLoginThroughput(origin)
  const manyAccounts = await measureLoginThroughput(
    origin,
    200,
    loginAccounts.length,
    loginAccounts.map((account) => ({ account, password: BENCH_LOGIN_PASSWORD })),
  )
  return { oneAccount, manyAccounts, passwordChecksPerSecond }
}

/** One login figure as the bench's running log prints it. */
export const describeLoginRun = (database: string, row: LoginThroughput, passwordChecksPerSecond: number) =>
  `${database} logins, ${row.accounts} account(s), ${row.concurrency} at a time: ` +
  `${row.loginsPerSecond.toFixed(1)}/s, ${row.failures} failed ` +
  `(the password check alone: ${passwordChecksPerSecond.toFixed(0)}/s on this machine)`
