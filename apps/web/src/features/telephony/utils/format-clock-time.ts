import type { Locale } from '@portal/contract'

/**
 * A time of day (hours and minutes) in the user's language and the tenant's time zone, as when a rest ends.
 * @example formatClockTime('2026-01-01T02:30:00Z', 'zh-CN', 'Asia/Shanghai') // '10:30'
 */
export const formatClockTime = (iso: string, locale: Locale, timeZone?: string): string => {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso))
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso))
  }
}
