import { CALL_TYPE_LABELS, callStatusLabel, type CallType, type ContactHistoryItem } from '@portal/contract'
import Alert from 'antd/es/alert'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { stateLabel } from '@/lib/i18n/state-label'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCustomerHistory } from '../api/get-customer-history'

/**
 * 联系历史: the customer's calls (with their wrap-up code and note), work orders, SMS and e-mails in one list,
 * newest first.
 */
export const ContactHistory = ({ customerId }: { customerId: string }) => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const formatDateTime = useTenantDateTime()
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
      // A call's title is its direction; the other channels' are their own subjects.
      render: (title: string, item) =>
        item.kind === 'call' && Object.hasOwn(CALL_TYPE_LABELS, title)
          ? stateLabel(CALL_TYPE_LABELS[title as CallType])
          : title,
    },
    {
      title: t('history.status'),
      dataIndex: 'status',
      // A call's status and result come from the contract's one table; the other channels' from this page's texts.
      render: (status: string, item) =>
        (item.kind === 'call' && callStatusLabel(status, readCurrentLocale())) ||
        t(`history.statuses.${status}`, { defaultValue: t('history.unknownStatus') }),
    },
    { title: t('history.agent'), dataIndex: 'agentName', render: (name: string | null) => name ?? '-' },
    {
      title: t('history.wrapUp'),
      key: 'wrapUp',
      render: (_, item) => [item.wrapUpName, item.note].filter(Boolean).join(' · ') || '-',
    },
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
