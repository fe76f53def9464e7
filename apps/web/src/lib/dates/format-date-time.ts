import type { Locale } from '@portal/contract'

// Every date on a screen is one of these; a new shape is added here, not formatted at its use.
const STYLES = {
  /** A moment: 2026/05/20 10:30. */
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** A time of day, as when a rest ends: 10:30. */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** A day with its weekday, as today's on the dashboard: 2026年5月20日星期三. */
  longDate: { dateStyle: 'full' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
export type DateTimeStyle = keyof typeof STYLES

// Making a formatter costs far more than using one (a list of messages would make one per row), so each is kept.
const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterOf = (locale: Locale, timeZone: string | undefined, style: DateTimeStyle) => {
  const key = `${locale}|${timeZone ?? ''}|${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = STYLES[style]
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    } catch {
      // A zone the browser does not know: its own zone.
      formatter = new Intl.DateTimeFormat(locale, options)
    }
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * The portal's one date formatter: a moment in the user's language and the tenant's time zone (the browser's only
 * when the browser does not know the zone, or before the session has loaded). Components use it through
 * `useTenantDateTime`, which supplies the zone; eslint keeps every other date formatting out of the web app.
 * @example formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Asia/Shanghai') // '2026/05/20 10:30'
 * @example formatDateTime('2026-01-01T02:30:00Z', 'zh-CN', 'Asia/Shanghai', 'clock') // '10:30'
 */
export const formatDateTime = (
  value: string | Date,
  locale: Locale,
  timeZone: string | undefined,
  style: DateTimeStyle = 'dateTime',
): string => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return formatterOf(locale, timeZone, style).format(date)
}
