import type { AuditQuery } from '@portal/contract'

/** The filter bar's fields as typed: texts, the chosen action and type, and local date-times. */
export type AuditFilterValues = {
  actor?: string
  action?: string
  targetType?: string
  target?: string
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input gives it. */
  from?: string
  to?: string
  keyword?: string
}

const text = (value: string | undefined) => value?.trim() || undefined

/** A local `datetime-local` value as an instant the server takes; nothing for an empty or unreadable one. */
const instant = (value: string | undefined) => {
  const time = value ? new Date(value).getTime() : Number.NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * The list's filters from what the filter bar holds: empty fields are left out, times become UTC instants.
 * @example toAuditFilters({ action: 'banner.update', actor: ' ' }) // { action: 'banner.update' }
 */
export const toAuditFilters = (values: AuditFilterValues): Omit<AuditQuery, 'page' | 'pageSize'> => {
  const filters = {
    actor: text(values.actor),
    action: text(values.action),
    targetType: text(values.targetType),
    target: text(values.target),
    from: instant(values.from),
    to: instant(values.to),
    keyword: text(values.keyword),
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}
