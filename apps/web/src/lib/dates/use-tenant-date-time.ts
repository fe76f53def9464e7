import { useCallback } from 'react'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { useSession } from '@/lib/sessions/get-session'
import { formatDateTime, type DateTimeStyle } from './format-date-time'

/**
 * Formats dates in the UI language and the tenant's time zone, whatever the browser's zone: every date a screen
 * shows goes through it, so an SMS and an e-mail sent a minute apart show times a minute apart.
 * @example const format = useTenantDateTime(); format('2026-05-20T02:30:00Z') // '2026/05/20 10:30'
 */
export const useTenantDateTime = (style: DateTimeStyle = 'dateTime') => {
  const { data: session } = useSession()
  const timeZone = session?.timeZone
  return useCallback(
    (value: string | Date) => formatDateTime(value, readCurrentLocale(), timeZone, style),
    [timeZone, style],
  )
}
