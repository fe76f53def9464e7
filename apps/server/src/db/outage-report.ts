export type OutageReport = {
  /** A connection was refused or lost: the first one of an outage is reported, the rest are not. */
  lost: (error: unknown) => void
  /**
   * A connection taken at `takenAt` worked: ends the outage, with its duration, if it began before that. A
   * connection taken earlier proves nothing (it may have answered just before the server went away).
   */
  answered: (takenAt: number) => void
}

/**
 * Reports a database outage in two lines, when it starts and when the database answers again, rather than one
 * line per failed request or dropped connection.
 * @example const outage = reportOutages(); outage.lost(error); outage.answered(Date.now()) // "...again after 3.2 s"
 */
export function reportOutages(report: (message: string) => void = process.emitWarning): OutageReport {
  let since: number | null = null
  return {
    lost: (error) => {
      if (since !== null) return
      since = Date.now()
      report(`database unavailable: ${error instanceof Error ? error.message : String(error)}`)
    },
    answered: (takenAt) => {
      if (since === null || takenAt < since) return
      report(`database answering again after ${((Date.now() - since) / 1000).toFixed(1)} s`)
      since = null
    },
  }
}
