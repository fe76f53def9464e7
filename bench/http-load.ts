import autocannon from 'autocannon'

export type HttpTarget = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export type LoadFigures = {
  requestsPerSecond: number
  p99Ms: number
  /** Connection errors, timeouts included: a figure with errors measured failures, not the server. */
  errors: number
  non2xx: number
  /** How many answers came with each HTTP status, to tell what a non-2xx figure was. */
  statusCounts: Record<string, number>
}

/** Short on purpose: the machine has 2 cores and the whole bench should finish in about 3 minutes. */
export const LOAD_DURATION_SECONDS = 5
export const LOAD_CONNECTIONS = 10

/**
 * Loads one URL with autocannon for a few seconds and keeps the figures that matter.
 * @example const figures = await measureHttpLoad({ url: `${origin}/front/config/a` })
 */
export async function measureHttpLoad(target: HttpTarget, durationSeconds = LOAD_DURATION_SECONDS) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: LOAD_CONNECTIONS,
    duration: durationSeconds,
  })
  const figures: LoadFigures = {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
  }
  return figures
}
