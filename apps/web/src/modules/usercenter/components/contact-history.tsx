import type { ContactHistoryItem } from '@portal/contract'
import Alert from 'antd/es/alert'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useRecordDateTime } from '@/features/records/hooks/use-record-date-time'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCustomerHistory } from '../api/get-customer-history'

/** 联系历史: the customer's calls and work orders in one list, newest first. */
export const ContactHistory = ({ customerId }: { customerId: string }) => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const formatDateTime = useRecordDateTime()
  const history = useCustomerHistory(customerId)
  const columns: ColumnsType<ContactHistoryItem> = [
    { title: t('history.time'), dataIndex: 'occurredAt', render: formatDateTime },
    {
      title: t('history.kind'),
      dataIndex: 'kind',
      render: (kind: ContactHistoryItem['kind']) => <Tag>{t(`history.kinds.${kind}`)}</Tag>,
    },
    {
      title: t('history.subject'),
      dataIndex: 'title',
      render: (title: string) => t(`history.titles.${title}`, { defaultValue: title }),
    },
    {
      title: t('history.status'),
      dataIndex: 'status',
      render: (status: string) => t(`history.statuses.${status}`, { defaultValue: status }),
    },
    { title: t('history.agent'), dataIndex: 'agentName', render: (name: string | null) => name ?? '-' },
  ]
  return (
    <section aria-labelledby="customer-history-title" style={{ marginTop: 24 }}>
      <h2 id="customer-history-title" style={{ fontSize: 16 }}>
        {t('history.title')}
      </h2>
      {history.isError && <Alert type="error" showIcon title={toErrorMessage(history.error, t)} />}
      <Table<ContactHistoryItem>
        rowKey={(item) => `${item.kind}:${item.id}`}
        size="small"
        columns={columns}
        dataSource={history.data ?? []}
        loading={history.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('history.empty') }}
      />
    </section>
  )
}
