import type { AgentSnapshot, AgentStatusChoice } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { useSession } from '@/lib/sessions/get-session'
import { formatClockTime } from '../utils/format-clock-time'

export type StatusSwitcherNotesProps = {
  agent: AgentSnapshot
  labelOf: (choice: AgentStatusChoice) => string
}

/** Beside the switcher: when a rest ends by itself (the tenant's limit), and the status queued after the call. */
export const StatusSwitcherNotes = ({ agent, labelOf }: StatusSwitcherNotesProps) => {
  const { t } = useTranslation('telephony')
  const { data: session } = useSession()
  const timeOf = (iso: string) => formatClockTime(iso, readCurrentLocale(), session?.timeZone)
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
