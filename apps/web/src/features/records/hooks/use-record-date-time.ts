import { useCallback } from 'react'
import { useSession } from '@/lib/sessions/get-session'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { formatDateTime } from '@/lib/dates/format-date-time'

/**
 * Formats a record's time in the UI language and the tenant's time zone, e.g. for a table column's render.
 * @example const format = useRecordDateTime(); format('2026-05-20T02:30:00Z') // '2026/05/20 10:30'
 */
export const useRecordDateTime = () => {
  const { data: session } = useSession()
  const timeZone = session?.timeZone
  return useCallback((iso: string) => formatDateTime(iso, readCurrentLocale(), timeZone), [timeZone])
}
