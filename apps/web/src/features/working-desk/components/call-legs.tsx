import { TRANSFER_MODE_LABELS, TRANSFER_STATUS_LABELS, type CallLeg } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { stateLabel } from '@/lib/i18n/state-label'
import { useCallLegs } from '../api/get-call-legs'

/** Where a leg went: the colleague by name, or the queue. */
const legTarget = (leg: CallLeg) => leg.toStaffName ?? leg.skillGroupName ?? ''

/** The legs of one of today's calls (each transfer or consult: when, how, from whom to whom, how it ended). */
export const CallLegs = ({ recordId }: { recordId: string }) => {
  const { t } = useTranslation('working-desk')
  const formatTime = useTenantDateTime()
  const { data: legs, isError } = useCallLegs(recordId)
  if (isError) return <p role="alert">{t('legs.loadFailed')}</p>
  if (!legs) return <p aria-busy="true">{t('legs.loading')}</p>
  return (
    <ol className="working-desk-legs" aria-label={t('legs.title')}>
      {legs.map((leg) => (
        <li key={leg.id}>
          {t('legs.leg', {
            time: formatTime(leg.createdAt),
            mode: stateLabel(TRANSFER_MODE_LABELS[leg.mode]),
            from: leg.fromStaffName,
            to: legTarget(leg),
            status: stateLabel(TRANSFER_STATUS_LABELS[leg.status]),
          })}
        </li>
      ))}
    </ol>
  )
}
