import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useJoinCall } from '../../api/monitoring/join-call'
import { useSetMonitorStatus } from '../../api/monitoring/set-monitor-status'

export type SupervisorCallActionsProps = {
  agentName: string
  callId: string
  /** The supervisor is on this call: listening, or joined. */
  mine: { joining: boolean } | null
}

/** Listen to an agent's call, or, once on it, join it and end the monitoring (§7 setMonitorStatus). */
export const SupervisorCallActions = ({ agentName, callId, mine }: SupervisorCallActionsProps) => {
  const { t } = useTranslation('telephony')
  const monitor = useSetMonitorStatus()
  const join = useJoinCall()
  return (
    <Space size={4}>
      {!mine && (
        <Button
          size="small"
          aria-label={t('monitor.listenTo', { name: agentName })}
          onClick={() => monitor.mutate({ callId, listeningStatus: 'LISTENING' })}
        >
          {t('monitor.listen')}
        </Button>
      )}
      {mine && !mine.joining && (
        <Button
          size="small"
          aria-label={t('monitor.joinTo', { name: agentName })}
          onClick={() => join.mutate(callId)}
        >
          {t('monitor.join')}
        </Button>
      )}
      {mine && (
        <Button
          size="small"
          danger
          aria-label={t('monitor.endTo', { name: agentName })}
          onClick={() => monitor.mutate({ callId, listeningStatus: 'END' })}
        >
          {t('monitor.end')}
        </Button>
      )}
    </Space>
  )
}
