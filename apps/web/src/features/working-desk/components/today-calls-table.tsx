import { CALL_RESULT_LABELS, type DeskCall, type WrapUpCodeEntry } from '@portal/contract'
import Card from 'antd/es/card'
import Table from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { stateLabel } from '@/lib/i18n/state-label'
import { CallLegs } from './call-legs'

export type TodayCallsTableProps = { calls: readonly DeskCall[]; wrapUpCodes: readonly WrapUpCodeEntry[] }

/**
 * The agent's calls today, newest first, with how each ended, its wrap-up code and the caller's survey score; a call
 * that was transferred or consulted on opens to show its legs.
 */
export const TodayCallsTable = ({ calls, wrapUpCodes }: TodayCallsTableProps) => {
  const { t } = useTranslation('working-desk')
  const formatTime = useTenantDateTime()
  const codeName = new Map(wrapUpCodes.map((entry) => [entry.code, entry.name]))
  return (
    <Card title={<h2 className="working-desk-heading">{t('today.title')}</h2>} size="small">
      <Table<DeskCall>
        size="small"
        rowKey="recordId"
        pagination={false}
        dataSource={[...calls]}
        expandable={{
          rowExpandable: (call) => call.legCount > 0,
          expandedRowRender: (call) => <CallLegs recordId={call.recordId} />,
        }}
        columns={[
          {
            key: 'time',
            title: t('today.time'),
            render: (_, call) => formatTime(call.startedAt),
          },
          { key: 'number', title: t('today.number'), dataIndex: 'phoneNumber' },
          { key: 'customer', title: t('today.customer'), render: (_, call) => call.customer?.name ?? '' },
          {
            key: 'result',
            title: t('today.result'),
            render: (_, call) =>
              call.result ? stateLabel(CALL_RESULT_LABELS[call.result]) : t('result.live'),
          },
          {
            key: 'wrapUp',
            title: t('today.wrapUp'),
            render: (_, call) => (call.wrapUpCode ? (codeName.get(call.wrapUpCode) ?? call.wrapUpCode) : ''),
          },
          { key: 'survey', title: t('today.survey'), render: (_, call) => call.surveyScore ?? '' },
        ]}
      />
    </Card>
  )
}
