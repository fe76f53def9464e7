import { telephoneDisplayStatus, type AgentSummary, type CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useJoinCall } from '../api/join-call'
import { useMonitorBoard } from '../api/get-monitor-board'
import { useSetMonitorStatus } from '../api/set-monitor-status'
import { useMonitorBoardPush } from '../hooks/use-monitor-board-push'

export type MonitorBoardProps = { id: string; state: CtiState }

type OnCall = AgentSummary & { call: NonNullable<AgentSummary['call']> }

/** The agents now on calls, each with Listen, or Join and End while the supervisor is on that call. */
export const MonitorBoard = ({ id, state }: MonitorBoardProps) => {
  const { t } = useTranslation('telephony')
  const { data: board } = useMonitorBoard()
  useMonitorBoardPush()
  const monitor = useSetMonitorStatus()
  const join = useJoinCall()
  const onCalls = (board?.agents ?? []).filter((agent): agent is OnCall => agent.call !== null)
  const mine = state.call && (state.call.listening || state.call.joining) ? state.call : null

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
                {agent.name} · {agent.call.phoneNumber} · {t(`display.${display}`)}
              </span>
              <Space size={4}>
                {!isMine && (
                  <Button
                    size="small"
                    aria-label={t('monitor.listenTo', { name: agent.name })}
                    onClick={() =>
                      monitor.mutate({ callId: agent.call.callId, listeningStatus: 'LISTENING' })
                    }
                  >
                    {t('monitor.listen')}
                  </Button>
                )}
                {isMine && !mine.joining && (
                  <Button
                    size="small"
                    aria-label={t('monitor.joinTo', { name: agent.name })}
                    onClick={() => join.mutate(agent.call.callId)}
                  >
                    {t('monitor.join')}
                  </Button>
                )}
                {isMine && (
                  <Button
                    size="small"
                    danger
                    aria-label={t('monitor.endTo', { name: agent.name })}
                    onClick={() => monitor.mutate({ callId: agent.call.callId, listeningStatus: 'END' })}
                  >
                    {t('monitor.end')}
                  </Button>
                )}
              </Space>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
