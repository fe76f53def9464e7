import type { CallRecord, DeskFigures } from '@portal/contract'

/**
 * What an agent's call records of the day add up to, beside the desk's figures: calls handled (answered and
 * ended), their average talk plus after-call seconds (rounded up, as the desk rounds), and the after-call seconds
 * the records count against those the state log spent in after-call work (time-boxed or mandatory).
 * @example const { desk, records } = figuresAgainstRecords(figures, history, shiftStart)
 */
export function figuresAgainstRecords(figures: DeskFigures, history: CallRecord[], since: number) {
  // The day's calls: the demo's seeded history lies days back.
  const today = history.filter((record) => Date.parse(record.startedAt) >= since)
  const handled = today.filter((record) => record.answeredAt && record.endedAt)
  const talkSeconds = handled.reduce(
    (sum, record) => sum + (Date.parse(record.endedAt ?? '') - Date.parse(record.answeredAt ?? '')) / 1000,
    0,
  )
  const acwOf = (records: CallRecord[]) => records.reduce((sum, record) => sum + (record.acwDuration ?? 0), 0)
  const inState = Object.fromEntries(figures.secondsInState.map((item) => [item.state, item.seconds]))
  return {
    desk: { ...figures, secondsInState: inState, acwSeconds: (inState.ACW ?? 0) + (inState.MANUAL_ACW ?? 0) },
    records: {
      callsHandled: handled.length,
      averageHandlingSeconds: handled.length ? Math.ceil((talkSeconds + acwOf(handled)) / handled.length) : 0,
      talkSeconds: Math.round(talkSeconds),
      /** Each record's after-call seconds are rounded up by the page that counted them. */
      acwSeconds: acwOf(today),
      callsWithAcw: today.filter((record) => record.acwDuration !== null).length,
    },
  }
}
