import type { DidNumberItem, NumbersPage } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { NumberActions } from './number-actions'
import { numberRouteText } from './number-route-text'

export type DidNumberTableProps = {
  page: NumbersPage
  onEdit: (item: DidNumberItem) => void
}

/** The company's numbers, retired ones included (they keep their history), with where each one's calls go. */
export const DidNumberTable = ({ page, onEdit }: DidNumberTableProps) => {
  const { t } = useTranslation('call-centre-numbers')
  const formatDateTime = useTenantDateTime()
  const columns: ColumnsType<DidNumberItem> = [
    { title: t('numbers.column.number'), dataIndex: 'number' },
    { title: t('numbers.column.name'), dataIndex: 'name' },
    {
      title: t('numbers.column.route'),
      key: 'route',
      render: (_value, item) => numberRouteText(item, page, t),
    },
    {
      title: t('numbers.column.status'),
      dataIndex: 'retiredAt',
      render: (retiredAt: string | null) =>
        retiredAt ? (
          <Tag>{t('status.retired', { at: formatDateTime(retiredAt) })}</Tag>
        ) : (
          <Tag color="green">{t('status.active')}</Tag>
        ),
    },
    {
      title: t('numbers.column.actions'),
      key: 'actions',
      render: (_value, item) => <NumberActions item={item} onEdit={onEdit} />,
    },
  ]
  return (
    <Table<DidNumberItem>
      aria-label={t('numbers.title')}
      rowKey="number"
      size="middle"
      columns={columns}
      dataSource={page.numbers}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  )
}
