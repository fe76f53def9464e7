import type { WaitingCall } from '@portal/contract'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Table from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { useCtiState } from '@/lib/telephony/cti/get-cti-state'
import { usePickCall, useWaitingCalls } from '../../api/queue/call-lists'
import '../../translations'
import '../../telephony.css'
import { CallTimer } from '../calls/call-timer'

/**
 * The desk's queue view: each call waiting in the agent's skill groups, longest waiting first, which a ready
 * agent may pick (it connects at once, even one they missed before).
 */
export const WaitingCallsCard = () => {
  const { t } = useTranslation('telephony')
  const { data: calls = [] } = useWaitingCalls()
  const agent = useCtiState().data?.agent
  const pick = usePickCall()
  const canPick = agent?.systemState === 'READY'
  return (
    <Card title={<h2 className="telephony-section-title">{t('waiting.title')}</h2>} size="small">
      <Table<WaitingCall>
        size="small"
        rowKey="recordId"
        pagination={false}
        locale={{ emptyText: <span className="telephony-empty">{t('waiting.none')}</span> }}
        dataSource={calls}
        columns={[
          { key: 'number', title: t('lists.number'), dataIndex: 'phoneNumber' },
          { key: 'customer', title: t('lists.customer'), render: (_, call) => call.customerName ?? '' },
          { key: 'group', title: t('lists.group'), dataIndex: 'skillsetName' },
          {
            key: 'wait',
            title: t('waiting.wait'),
            render: (_, call) => <CallTimer from={call.queuedAt} label={t('waiting.wait')} />,
          },
          {
            key: 'pick',
            title: t('lists.action'),
            render: (_, call) => (
              <Button
                size="small"
                type="primary"
                disabled={!canPick}
                title={canPick ? undefined : t('waiting.pickNeedsReady')}
                loading={pick.isPending && pick.variables === call.recordId}
                onClick={() => pick.mutate(call.recordId)}
                aria-label={t('waiting.pickCall', { number: call.phoneNumber })}
              >
                {t('waiting.pick')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  )
}
