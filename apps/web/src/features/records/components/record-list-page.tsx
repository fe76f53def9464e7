import '../translations'
import Alert from 'antd/es/alert'
import Segmented from 'antd/es/segmented'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KeywordSearch } from '@/components/keyword-search'
import { toErrorMessage } from '@/lib/api/error-message'
import { RecordActionButtons, type RecordAction } from './record-action-buttons'
import type { RecordApi, RecordItem } from '../api/record-api'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useRecords } from '../hooks/use-records'

export type RecordListPageProps<Item extends RecordItem & { createdAt: string }> = {
  api: RecordApi<Item>
  /** The page's key in the records namespace: `{page}.title`, `{page}.status.{status}`, `{page}.keyword`. */
  page: string
  /** The page's own columns; status, creation time and actions follow them. */
  columns: ColumnsType<Item>
  actions: readonly RecordAction[]
  recordName: (record: Item) => string
}

/**
 * A to-do record page: status filter (the open status first), keyword search, and the table with the row
 * actions. Each record page only declares its columns and actions.
 */
export const RecordListPage = <Item extends RecordItem & { createdAt: string }>({
  api,
  page,
  columns,
  actions,
  recordName,
}: RecordListPageProps<Item>) => {
  const { t } = useTranslation(['records', 'contract'])
  const formatDateTime = useTenantDateTime()
  const [status, setStatus] = useState(api.openStatus)
  const [keyword, setKeyword] = useState('')
  const records = useRecords(api, status, keyword)
  const statusLabel = (value: string) => t(`${page}.status.${value}`)

  const allColumns: ColumnsType<Item> = [
    ...columns,
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (value: string) => (
        <Tag color={value === api.openStatus ? 'orange' : 'default'}>{statusLabel(value)}</Tag>
      ),
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      render: formatDateTime,
    },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_value, record) => (
        <RecordActionButtons api={api} record={record} actions={actions} recordName={recordName(record)} />
      ),
    },
  ]

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t(`${page}.title`)}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        <Segmented<string>
          aria-label={t('statusFilter')}
          value={status}
          onChange={setStatus}
          options={api.statuses.map((value) => ({ value, label: statusLabel(value) }))}
        />
        <KeywordSearch
          label={t('keyword')}
          placeholder={t(`${page}.keyword`)}
          searchText={t('search')}
          onSearch={setKeyword}
        />
      </div>
      {records.isError && (
        <Alert type="error" showIcon title={toErrorMessage(records.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Table<Item>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={records.data ?? []}
        loading={records.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  )
}
