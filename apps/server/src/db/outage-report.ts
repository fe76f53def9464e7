export type OutageReport = {
  /** A connection was refused or lost: the first one of an outage is reported, the rest are not. */
  lost: (error: unknown) => void
  /**
   * A request waited `waitedMs` for a connection in vain. While other connections answered meanwhile the pool
   * was busy, not the database away: reported as such (at most once a minute), never as an outage.
   */
  timedOut: (error: unknown, waitedMs: number) => void
  /**
   * A connection taken at `takenAt` worked: ends the outage, with its duration, if it began before that. A
   * connection taken earlier proves nothing (it may have answered just before the server went away).
   */
  answered: (takenAt: number) => void
}

/** A busy pool is reported once in this long, however many requests it turned away. */
const BUSY_REPORT_INTERVAL_MS = 60_000

/**
 * Reports a database outage in two lines, when it starts and when the database answers again, rather than one
 * line per failed request or dropped connection; and a pool too busy to lend a connection in time apart from it.
 * @example const outage = reportOutages(); outage.lost(error); outage.answered(Date.now()) // "...again after 3.2 s"
 */
export function reportOutages(report: (message: string) => void = process.emitWarning): OutageReport {
  let since: number | null = null
  let lastAnsweredAt = -Infinity
  let lastBusyReportAt = -Infinity
  const lost = (error: unknown) => {
    if (since !== null) return
    since = Date.now()
    report(`database unavailable: ${error instanceof Error ? error.message : String(error)}`)
  }
  return {
    lost,
    timedOut: (error, waitedMs) => {
      const now = Date.now()
      if (since !== null || now - lastAnsweredAt > waitedMs) return lost(error)
      if (now - lastBusyReportAt < BUSY_REPORT_INTERVAL_MS) return
      lastBusyReportAt = now
      report(
        `database busy: no connection of the pool free within ${waitedMs} ms while others answered ` +
          '(a larger DATABASE_POOL_SIZE or another process would take the load)',
      )
    },
    answered: (takenAt) => {
      lastAnsweredAt = Date.now()
      if (since === null || takenAt < since) return
      report(`database answering again after ${((Date.now() - since) / 1000).toFixed(1)} s`)
      since = null
    },
  }
}
