/** Building an Intl formatter costs far more than using one: one of each kind per time zone, made once. */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (kind: 'offset' | 'date', timeZone: string): Intl.DateTimeFormat => {
  const key = `${kind} ${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter =
      kind === 'offset'
        ? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Even a made formatter costs microseconds a call, and the token answer asks three times per request. A zone's
 * offset and date change only on a whole minute (every zone's transitions and midnights fall on one), so the last
 * answer of each kind and zone is kept for the minute it was asked in.
 */
const lastAnswers = new Map<string, { minute: number; value: number | string }>()
const sameMinute = <T extends number | string>(key: string, at: Date, compute: () => T): T => {
  const minute = Math.floor(at.getTime() / 60_000)
  const last = lastAnswers.get(key)
  if (last?.minute === minute) return last.value as T
  const value = compute()
  lastAnswers.set(key, { minute, value })
  return value
}

/**
 * Hours ahead of UTC in a time zone at an instant (fractional for zones like Asia/Kolkata).
 * @example timeZoneOffsetHours('Asia/Shanghai') // 8
 */
export function timeZoneOffsetHours(timeZone: string, at = new Date()): number {
  return sameMinute(`offset ${timeZone}`, at, () => {
    const name = formatterFor('offset', timeZone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
    if (!match) return 0
    const hours = Number(match[2]) + Number(match[3]) / 60
    return match[1] === '-' ? -hours : hours
  })
}

/**
 * The calendar date (YYYY-MM-DD) in a time zone.
 * @example localDate('Asia/Shanghai', new Date('2026-01-01T20:00:00Z')) // '2026-01-02'
 */
export const localDate = (timeZone: string, at = new Date()): string =>
  sameMinute(`date ${timeZone}`, at, () => formatterFor('date', timeZone).format(at))

/** @example describeTimeZone('Asia/Shanghai') // '(UTC+08:00) Asia/Shanghai' */
export function describeTimeZone(timeZone: string, at = new Date()): string {
  const offset = timeZoneOffsetHours(timeZone, at)
  const sign = offset < 0 ? '-' : '+'
  const minutes = Math.round(Math.abs(offset) * 60)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `(UTC${sign}${hh}:${mm}) ${timeZone}`
}

/**
 * The instant a calendar day began in a time zone: the day `at` falls on there.
 * @example startOfLocalDay('Asia/Shanghai', new Date('2026-01-01T20:00:00Z')) // 2026-01-01T16:00:00Z
 */
export function startOfLocalDay(timeZone: string, at = new Date()): Date {
  const midnightAsUtc = new Date(`${localDate(timeZone, at)}T00:00:00Z`)
  return new Date(midnightAsUtc.getTime() - timeZoneOffsetHours(timeZone, midnightAsUtc) * 3_600_000)
}
