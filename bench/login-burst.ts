import autocannon from 'autocannon'
import type { HttpTarget } from './http-load'
import { measureLoginThroughput, type LoginThroughput } from './login-throughput'

/** A steady, modest load: what pages do, not a saturating one, so the figure is the logins' effect. */
const STEADY_RATE = 200
const STEADY_SECONDS = 3

export type LoginBurst = {
  /** The other call, named as in the HTTP table. */
  name: string
  rate: number
  /** Its p99 at `rate` req/s alone, then while logins run as fast as they can. */
  quietP99Ms: number
  burstP99Ms: number
  logins: LoginThroughput
}

/**
 * How much a burst of logins slows the other calls: another call's p99 at a steady rate, alone and then while a
 * login run (as in the logins figure) goes on beside it.
 * @example const burst = await measureLoginBurst(origin, remindTarget(origin, cookie, cursor))
 */
export async function measureLoginBurst(
  origin: string,
  other: { name: string; target: HttpTarget },
): Promise<LoginBurst> {
  const quiet = await steadyLoad(other.target)
  const [burst, logins] = await Promise.all([steadyLoad(other.target), measureLoginThroughput(origin)])
  return { name: other.name, rate: STEADY_RATE, quietP99Ms: quiet, burstP99Ms: burst, logins }
}

async function steadyLoad(target: HttpTarget): Promise<number> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: 10,
    overallRate: STEADY_RATE,
    duration: STEADY_SECONDS,
  })
  return result.latency.p99
}
