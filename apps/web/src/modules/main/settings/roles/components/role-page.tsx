import '../../translations'
import '../translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import type { Role } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useRoles } from '../api/get-roles'
import { RoleEditor } from './role-editor'
import { RoleTable } from './role-table'

/** The role editor: open or closing, for a new role or one being edited; each opening gets a fresh form. */
type Editing = { isOpen: boolean; role?: Role; opening: number }

/** Roles (mzz/main/main/setting/role): the tenant's roles with their staff counts, with add, edit and delete. */
export const RolePage = () => {
  const { t } = useTranslation(['roles', 'contract'])
  const roles = useRoles()
  const [editing, setEditing] = useState<Editing>({ isOpen: false, opening: 0 })
  const handleOpen = (role?: Role) =>
    setEditing((current) => ({ isOpen: true, role, opening: current.opening + 1 }))
  return (
    <div className="portal-page">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <h1 className="portal-page-title" style={{ margin: 0 }}>
          {t('roles:pageTitle')}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => handleOpen()}>
          {t('roles:new')}
        </Button>
      </div>
      {roles.isError && (
        <Alert type="error" showIcon title={toErrorMessage(roles.error, t)} style={{ marginBottom: 16 }} />
      )}
      <RoleTable roles={roles.data ?? []} isLoading={roles.isFetching} onEdit={handleOpen} />
      <RoleEditor
        key={editing.opening}
        isOpen={editing.isOpen}
        role={editing.role}
        onClose={() => setEditing((current) => ({ ...current, isOpen: false }))}
      />
    </div>
  )
}
