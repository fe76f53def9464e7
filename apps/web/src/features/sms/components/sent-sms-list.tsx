import type { SentSms } from '@portal/contract'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useSentSms } from '../api/get-sent-sms'

const STATUS_COLOURS: Partial<Record<SentSms['status'], string>> = {
  delivered: 'success',
  failed: 'error',
  undelivered: 'error',
}

/** The agent's own sent SMS with each one's delivery status, refreshed while open (delivery reports come later). */
export const SentSmsList = () => {
  const { t } = useTranslation('sms')
  const { data = [], isLoading } = useSentSms()
  const formatTime = useTenantDateTime()
  return (
    <Table<SentSms>
      aria-label={t('sentList')}
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data}
      pagination={{ pageSize: 10 }}
      columns={[
        { title: t('column.to'), dataIndex: 'to' },
        { title: t('column.content'), dataIndex: 'content', ellipsis: true },
        {
          title: t('column.status'),
          dataIndex: 'status',
          render: (status: SentSms['status']) => (
            <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>
          ),
        },
        {
          title: t('column.time'),
          dataIndex: 'createdAt',
          render: (at: string) => formatTime(at),
        },
      ]}
    />
  )
}
