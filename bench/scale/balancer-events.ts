/** What HAProxy said of its servers during a run: each taken out (DOWN) and back (UP), and none left. */
export type BalancerEvents = {
  down: number
  up: number
  /** Times the balancer had no server left to send requests to (it then answers 503 itself). */
  noServerLeft: number
  /** The first few DOWN lines, with their reasons. */
  firstDown: string[]
}

const FIRST_DOWN_LINES = 3

/**
 * Reads HAProxy's own log (deploy/haproxy.cfg logs to stdout) for its health checks' verdicts.
 * @example const events = balancerEvents(balancer.output())
 */
export function balancerEvents(output: string): BalancerEvents {
  // Each verdict comes twice, as a log line (stdout) and as HAProxy's own [WARNING] or [ALERT] (stderr): the latter.
  const lines = output.split('\n').filter((line) => line.startsWith('['))
  const downs = lines.filter((line) => / is DOWN\b/.test(line))
  return {
    down: downs.length,
    up: lines.filter((line) => / is UP\b/.test(line)).length,
    noServerLeft: lines.filter((line) => /has no server available/.test(line)).length,
    firstDown: downs
      .slice(0, FIRST_DOWN_LINES)
      .map((line) => line.replace(/^.*?Server /, 'Server ').slice(0, 240)),
  }
}
