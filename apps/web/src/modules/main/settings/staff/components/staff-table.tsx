import type { StaffMember, StaffPage } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { StaffRowActions } from './staff-row-actions'

export type StaffTableProps = {
  page: StaffPage | undefined
  isLoading: boolean
  onEdit: (member: StaffMember) => void
  onPageChange: (page: number, pageSize: number) => void
}

const STATUS_COLOURS = { active: 'green', disabled: 'default', locked: 'orange', invited: 'blue' } as const

/** The tenant's members: name, account, phone, role, skill groups, status and last login, with row actions. */
export const StaffTable = ({ page, isLoading, onEdit, onPageChange }: StaffTableProps) => {
  const { t } = useTranslation('settings')
  const formatTime = useTenantDateTime()
  const columns: ColumnsType<StaffMember> = [
    { title: t('staff.column.name'), dataIndex: 'name' },
    {
      title: t('staff.column.account'),
      key: 'account',
      render: (_value, member) => [member.email, member.employeeNo].filter(Boolean).join(' / '),
    },
    { title: t('staff.column.phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '-' },
    { title: t('staff.column.role'), key: 'role', render: (_value, member) => member.role.name },
    {
      title: t('staff.column.skillGroups'),
      key: 'skillGroups',
      render: (_value, member) => member.skillGroups.map((group) => group.name).join(', ') || '-',
    },
    {
      title: t('staff.column.status'),
      dataIndex: 'status',
      render: (status: StaffMember['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{t(`staff.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('staff.column.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (iso: string | null) => (iso ? formatTime(iso) : t('staff.never')),
    },
    {
      title: t('staff.column.actions'),
      key: 'actions',
      render: (_value, member) => <StaffRowActions member={member} onEdit={onEdit} />,
    },
  ]
  return (
    <Table<StaffMember>
      aria-label={t('staff.listLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={isLoading}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize,
        total: page?.total ?? 0,
        showSizeChanger: true,
        onChange: onPageChange,
      }}
    />
  )
}
