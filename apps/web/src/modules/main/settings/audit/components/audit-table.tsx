import {
  auditActionLabel,
  auditTargetLabel,
  toLocale,
  type AuditEvent,
  type AuditPage,
} from '@portal/contract'
import Button from 'antd/es/button'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { AuditDiff } from './audit-diff'

export type AuditTableProps = {
  page: AuditPage | undefined
  isLoading: boolean
  onPageChange: (page: number, pageSize: number) => void
}

/** The trail's changes, newest first; a row expands to its values before and after. */
export const AuditTable = ({ page, isLoading, onPageChange }: AuditTableProps) => {
  const { t, i18n } = useTranslation('settings')
  const locale = toLocale(i18n.language)
  const formatTime = useTenantDateTime()
  const targetOf = (event: AuditEvent) =>
    [event.targetName, event.targetId && event.targetId !== event.targetName ? `(${event.targetId})` : '']
      .filter(Boolean)
      .join(' ')
  const columns: ColumnsType<AuditEvent> = [
    {
      title: t('audit.column.time'),
      dataIndex: 'createdAt',
      render: (at: string) => formatTime(at),
    },
    { title: t('audit.column.actor'), dataIndex: 'actorName' },
    {
      title: t('audit.column.action'),
      dataIndex: 'action',
      render: (action: string) => auditActionLabel(locale, action),
    },
    {
      title: t('audit.column.targetType'),
      dataIndex: 'targetType',
      render: (type: string) => auditTargetLabel(locale, type),
    },
    {
      title: t('audit.column.target'),
      key: 'target',
      ellipsis: true,
      render: (_value, event) => targetOf(event),
    },
    { title: t('audit.column.ip'), dataIndex: 'ip' },
    { title: t('audit.column.userAgent'), dataIndex: 'userAgent', ellipsis: true },
  ]
  return (
    <Table<AuditEvent>
      aria-label={t('audit.listLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={isLoading}
      expandable={{
        columnTitle: t('audit.column.changes'),
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            type="link"
            size="small"
            aria-expanded={expanded}
            onClick={(event) => onExpand(record, event)}
          >
            {t(expanded ? 'audit.hideChanges' : 'audit.showChanges')}
          </Button>
        ),
        expandedRowRender: (event) => (
          <AuditDiff
            before={event.before}
            after={event.after}
            caption={`${auditActionLabel(locale, event.action)}: ${targetOf(event)}`}
          />
        ),
      }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize,
        total: page?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('audit.total', { total }),
        onChange: onPageChange,
      }}
    />
  )
}
