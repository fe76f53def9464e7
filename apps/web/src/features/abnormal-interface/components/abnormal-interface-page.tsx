import '../translations'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CLIENT_LOG_CAPACITY, clientLog, type ClientLogEntry } from '@/lib/client-log/client-log'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'

type FailedCallEntry = Extract<ClientLogEntry, { kind: 'api' }>

const failedCalls = (): FailedCallEntry[] =>
  clientLog
    .list()
    .filter((entry): entry is FailedCallEntry => entry.kind === 'api')
    .reverse()

/** The abnormal-interface page (code portal.stat.apiErrInfo): the calls that failed in this browser lately. */
export const AbnormalInterfacePage = () => {
  const { t } = useTranslation('abnormal-interface')
  const [entries] = useState(failedCalls)
  const formatTime = useTenantDateTime()
  const columns: ColumnsType<FailedCallEntry> = [
    { title: t('column.time'), dataIndex: 'time', render: (time: string) => formatTime(time) },
    { title: t('column.method'), dataIndex: 'method' },
    { title: t('column.path'), dataIndex: 'path' },
    { title: t('column.code'), dataIndex: 'code', render: (code: number | null) => code ?? t('noAnswer') },
    { title: t('column.status'), dataIndex: 'status', render: (status: number | null) => status ?? '—' },
  ]
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('title')}</h1>
      <p>{t('description', { capacity: CLIENT_LOG_CAPACITY })}</p>
      <Table<FailedCallEntry>
        rowKey={(entry) => `${entry.time}${entry.path}`}
        columns={columns}
        dataSource={entries}
      />
    </div>
  )
}
