import type { CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useJoinCall } from '../../api/monitoring/join-call'
import { useSetMonitorStatus } from '../../api/monitoring/set-monitor-status'

export type SupervisorControlsProps = { call: CallSnapshot }

/** A supervisor on an agent's call: join it while listening, or end the monitoring. */
export const SupervisorControls = ({ call }: SupervisorControlsProps) => {
  const { t } = useTranslation('telephony')
  const monitor = useSetMonitorStatus()
  const join = useJoinCall()
  return (
    <Space>
      {!call.joining && (
        <Button loading={join.isPending} onClick={() => join.mutate(call.callId)}>
          {t('monitor.join')}
        </Button>
      )}
      <Button
        danger
        loading={monitor.isPending}
        onClick={() => monitor.mutate({ callId: call.callId, listeningStatus: 'END' })}
      >
        {t('monitor.end')}
      </Button>
    </Space>
  )
}
