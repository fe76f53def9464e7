import type { AgentSnapshot, AgentStatusChoice } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'

export type StatusSwitcherNotesProps = {
  agent: AgentSnapshot
  labelOf: (choice: AgentStatusChoice) => string
}

/** Beside the switcher: when a rest ends by itself (the tenant's limit), and the status queued after the call. */
export const StatusSwitcherNotes = ({ agent, labelOf }: StatusSwitcherNotesProps) => {
  const { t } = useTranslation('telephony')
  const timeOf = useTenantDateTime('clock')
  return (
    <>
      {agent.restEndsAt && (
        <span className="telephony-note">{t('switcher.restEnds', { time: timeOf(agent.restEndsAt) })}</span>
      )}
      {agent.nextStatus && (
        <span className="telephony-note telephony-next-status">
          {t('switcher.next', { status: labelOf(agent.nextStatus) })}
        </span>
      )}
    </>
  )
}
