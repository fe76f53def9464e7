import type { Locale } from '@portal/contract'

/**
 * A date (such as today's), with the weekday, in the UI language and the tenant's time zone (the browser's when the zone is
 * unknown to it).
 * @example formatLongDate(new Date('2026-05-19T20:00:00Z'), 'zh-CN', 'Asia/Shanghai') // '2026年5月20日星期三'
 */
export const formatLongDate = (date: Date, locale: Locale, timeZone?: string): string => {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date)
  }
}
