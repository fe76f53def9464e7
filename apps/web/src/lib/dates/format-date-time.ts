import type { Locale } from '@portal/contract'

/**
 * A date and time in the user's language, in the tenant's time zone when it is given (and known to the browser).
 * @example formatDateTime('2026-05-20T02:30:00Z', 'zh-CN', 'Asia/Shanghai') // '2026/05/20 10:30'
 */
export const formatDateTime = (iso: string, locale: Locale, timeZone?: string): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date)
  }
}
