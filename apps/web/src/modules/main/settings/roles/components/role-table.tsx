import type { Locale, Role } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { DeleteRoleButton } from './delete-role-button'

export type RoleTableProps = {
  roles: readonly Role[]
  isLoading: boolean
  onEdit: (role: Role) => void
}

/** The tenant's roles: name, code, how many staff hold each and how many codes it grants. */
export const RoleTable = ({ roles, isLoading, onEdit }: RoleTableProps) => {
  const { t, i18n } = useTranslation(['roles', 'settings'])
  const nameOf = (role: Role) => ((i18n.language as Locale) === 'en-US' && role.nameEn) || role.name
  const columns: ColumnsType<Role> = [
    { title: t('roles:column.name'), key: 'name', render: (_value, role) => nameOf(role) },
    { title: t('roles:column.code'), dataIndex: 'code' },
    { title: t('roles:column.members'), dataIndex: 'memberCount' },
    {
      title: t('roles:column.permissions'),
      key: 'permissions',
      render: (_value, role) => role.permissions.length,
    },
    {
      title: t('roles:column.actions'),
      key: 'actions',
      render: (_value, role) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={t('roles:editOne', { name: role.name })}
            onClick={() => onEdit(role)}
          >
            {t('settings:edit')}
          </Button>
          <DeleteRoleButton role={role} roles={roles} />
        </Space>
      ),
    },
  ]
  return (
    <Table<Role>
      aria-label={t('roles:listLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...roles]}
      loading={isLoading}
      pagination={false}
    />
  )
}
