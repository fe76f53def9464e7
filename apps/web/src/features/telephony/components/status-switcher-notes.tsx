import type { AgentSnapshot, AgentStatusChoice } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

export type StatusSwitcherNotesProps = {
  agent: AgentSnapshot
  labelOf: (choice: AgentStatusChoice) => string
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/** Beside the switcher: when a rest ends by itself (the tenant's limit), and the status queued after the call. */
export const StatusSwitcherNotes = ({ agent, labelOf }: StatusSwitcherNotesProps) => {
  const { t } = useTranslation('telephony')
  return (
    <>
      {agent.restEndsAt && (
        <span className="telephony-note">{t('switcher.restEnds', { time: timeOf(agent.restEndsAt) })}</span>
      )}
      {agent.nextStatus && <Tag>{t('switcher.next', { status: labelOf(agent.nextStatus) })}</Tag>}
    </>
  )
}
