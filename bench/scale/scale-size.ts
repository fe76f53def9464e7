/** How big the scale bench runs: the figures by default, each set by an environment variable. */
export type ScaleSize = {
  /** Signed-in agents in all, each with a session and a push socket (BENCH_SCALE_AGENTS, 2,000). */
  agents: number
  /** Tenants they are spread over, the demo tenant first (BENCH_SCALE_TENANTS, 20). */
  tenants: number
  /** Simulated inbound calls a second, into the tenants' queues in turn (BENCH_SCALE_CALLS_PER_SECOND, 50). */
  callsPerSecond: number
  /** Each measured window: before the kill, during it, after it; one on one process (BENCH_SCALE_SECONDS, 30). */
  seconds: number
}

const SIZE_VARIABLES = {
  agents: ['BENCH_SCALE_AGENTS', 2000],
  tenants: ['BENCH_SCALE_TENANTS', 20],
  callsPerSecond: ['BENCH_SCALE_CALLS_PER_SECOND', 50],
  seconds: ['BENCH_SCALE_SECONDS', 30],
} as const satisfies Record<keyof ScaleSize, readonly [string, number]>

/** Each tenant needs an agent taking calls and one changing status. */
const MIN_AGENTS_PER_TENANT = 2

/**
 * The size from the environment, each variable a positive whole number or unset (its default); a bad one throws,
 * naming it.
 * @example BENCH_SCALE_AGENTS=200 BENCH_SCALE_TENANTS=4 BENCH_SCALE_CALLS_PER_SECOND=10 npm run bench:scale
 */
export function scaleSizeFromEnv(env: NodeJS.ProcessEnv = process.env): ScaleSize {
  const read = ([name, fallback]: readonly [string, number]) => {
    const text = env[name]
    if (!text) return fallback
    const value = Number(text)
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive whole number: ${text}`)
    return value
  }
  const size = {
    agents: read(SIZE_VARIABLES.agents),
    tenants: read(SIZE_VARIABLES.tenants),
    callsPerSecond: read(SIZE_VARIABLES.callsPerSecond),
    seconds: read(SIZE_VARIABLES.seconds),
  }
  if (size.agents < size.tenants * MIN_AGENTS_PER_TENANT)
    throw new Error(
      `BENCH_SCALE_AGENTS (${size.agents}) must be at least ${MIN_AGENTS_PER_TENANT} per tenant ` +
        `(BENCH_SCALE_TENANTS ${size.tenants})`,
    )
  return size
}
