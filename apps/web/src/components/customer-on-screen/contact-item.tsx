import { CALL_TYPE_LABELS, callStatusLabel, type CallType, type ContactHistoryItem } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { stateLabel } from '@/lib/i18n/state-label'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

export type ContactItemProps = { item: ContactHistoryItem; customerId: string | null }

/** What a contact says in one line: a call's direction and result, any other's own subject. */
const summaryOf = (item: ContactHistoryItem): string =>
  item.kind === 'call' && Object.hasOwn(CALL_TYPE_LABELS, item.title)
    ? [
        stateLabel(CALL_TYPE_LABELS[item.title as CallType]),
        callStatusLabel(item.status, readCurrentLocale()),
      ]
        .filter(Boolean)
        .join(' · ')
    : item.title

/**
 * Where a contact opens: a work order its own page; the other kinds the customer's record, whose contact history
 * holds them (an unknown caller has none to open).
 */
const linkOf = (item: ContactHistoryItem, customerId: string | null): string | null => {
  if (item.kind === 'workOrder') return `${ROUTER_PATHS.workOrders}/detail/${item.id}`
  return customerId ? `${ROUTER_PATHS.customerDetail}?${new URLSearchParams({ id: customerId })}` : null
}

/** One recent contact: when, what (as a link to open it), and a call's wrap-up code and note. */
export const ContactItem = ({ item, customerId }: ContactItemProps) => {
  const { t } = useTranslation('customer-on-screen')
  const formatDateTime = useTenantDateTime()
  const summary = summaryOf(item)
  const link = linkOf(item, customerId)
  const wrapUp = [item.wrapUpName, item.note].filter(Boolean).join(' · ')
  return (
    <li className="customer-on-screen-item">
      <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time>{' '}
      {link ? (
        <Link to={link} aria-label={t('open', { title: summary })}>
          {summary}
        </Link>
      ) : (
        <span>{summary}</span>
      )}
      {wrapUp && <p className="customer-on-screen-note">{wrapUp}</p>}
    </li>
  )
}
