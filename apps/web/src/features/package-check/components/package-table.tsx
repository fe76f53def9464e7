import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { isBuiltToday } from '../utils/is-built-today'

/** One row of the package check: a service's package, or why its info is missing. */
export type PackageRow = {
  service: string
  appName: string
  version: string | null
  buildDate: string | null
  installed: boolean | null
  failed: boolean
}

/** The packages: application name, version, build date (today's highlighted) and whether it is installed. */
export const PackageTable = ({ rows, isLoading }: { rows: PackageRow[]; isLoading: boolean }) => {
  const { t } = useTranslation('package-check')
  const formatTime = useTenantDateTime()
  const columns: ColumnsType<PackageRow> = [
    { title: t('column.appName'), dataIndex: 'appName' },
    { title: t('column.version'), dataIndex: 'version', render: (version: string | null) => version ?? '—' },
    {
      title: t('column.buildDate'),
      dataIndex: 'buildDate',
      render: (buildDate: string | null, row) =>
        row.failed ? (
          t('loadFailed', { app: row.appName })
        ) : !buildDate ? (
          '…'
        ) : (
          <>
            {formatTime(buildDate)}
            {isBuiltToday(buildDate) && (
              <Tag color="green" style={{ marginLeft: 8 }}>
                {t('builtToday')}
              </Tag>
            )}
          </>
        ),
    },
    {
      title: t('column.status'),
      dataIndex: 'installed',
      render: (installed: boolean | null) =>
        installed === null ? (
          '—'
        ) : (
          <Tag color={installed ? 'blue' : 'default'}>{t(installed ? 'installed' : 'notInstalled')}</Tag>
        ),
    },
  ]
  return (
    <Table<PackageRow>
      rowKey="service"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      rowClassName={(row) => (row.buildDate && isBuiltToday(row.buildDate) ? 'package-built-today' : '')}
    />
  )
}
