import type { DeskCall, WrapUpCodeEntry } from '@portal/contract'
import Card from 'antd/es/card'
import Table from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/dates/format-date-time'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { useSession } from '@/lib/sessions/get-session'

export type TodayCallsTableProps = { calls: readonly DeskCall[]; wrapUpCodes: readonly WrapUpCodeEntry[] }

/** The agent's calls today, newest first, with how each ended and its wrap-up code. */
export const TodayCallsTable = ({ calls, wrapUpCodes }: TodayCallsTableProps) => {
  const { t } = useTranslation('working-desk')
  const { data: session } = useSession()
  const locale = readCurrentLocale()
  const codeName = new Map(wrapUpCodes.map((entry) => [entry.code, entry.name]))
  return (
    <Card title={<h2 className="working-desk-heading">{t('today.title')}</h2>} size="small">
      <Table<DeskCall>
        size="small"
        rowKey="recordId"
        pagination={false}
        dataSource={[...calls]}
        columns={[
          {
            key: 'time',
            title: t('today.time'),
            render: (_, call) => formatDateTime(call.startedAt, locale, session?.timeZone),
          },
          { key: 'number', title: t('today.number'), dataIndex: 'phoneNumber' },
          { key: 'customer', title: t('today.customer'), render: (_, call) => call.customer?.name ?? '' },
          {
            key: 'result',
            title: t('today.result'),
            render: (_, call) => t(call.result ? `result.${call.result}` : 'result.live'),
          },
          {
            key: 'wrapUp',
            title: t('today.wrapUp'),
            render: (_, call) => (call.wrapUpCode ? (codeName.get(call.wrapUpCode) ?? call.wrapUpCode) : ''),
          },
        ]}
      />
    </Card>
  )
}
