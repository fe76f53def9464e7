import {
  TELEPHONE_DISPLAY_LABELS,
  telephoneDisplayStatus,
  type AgentSummary,
  type CtiState,
} from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { stateLabel } from '@/lib/i18n/state-label'
import { useMonitorBoard } from '../../api/monitoring/get-monitor-board'
import { SupervisorCallActions } from './supervisor-call-actions'
import { useMonitorBoardPush } from '../../hooks/use-monitor-board-push'
import { monitoredCall } from '../../utils/monitored-call'

export type MonitorBoardProps = { id: string; state: CtiState }

type OnCall = AgentSummary & { call: NonNullable<AgentSummary['call']> }

/** The agents now on calls, each with Listen, or Join and End while the supervisor is on that call. */
export const MonitorBoard = ({ id, state }: MonitorBoardProps) => {
  const { t } = useTranslation('telephony')
  const { data: board } = useMonitorBoard()
  useMonitorBoardPush()
  const onCalls = (board?.agents ?? []).filter((agent): agent is OnCall => agent.call !== null)
  const mine = monitoredCall(state)

  return (
    <section id={id} aria-label={t('monitor.title')} className="telephony-panel">
      <h2 className="telephony-section-title">{t('monitor.title')}</h2>
      {onCalls.length === 0 && <p>{t('monitor.empty')}</p>}
      <ul className="telephony-board">
        {onCalls.map((agent) => {
          const isMine = mine?.callId === agent.call.callId
          const display = telephoneDisplayStatus({
            systemState: agent.systemState,
            callStatus: agent.call.callStatus,
            listening: false,
            mobile: false,
          })
          return (
            <li key={agent.accountId}>
              <span>
                {agent.name} · {agent.call.phoneNumber} · {stateLabel(TELEPHONE_DISPLAY_LABELS[display])}
              </span>
              <SupervisorCallActions
                agentName={agent.name}
                callId={agent.call.callId}
                mine={isMine ? mine : null}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
