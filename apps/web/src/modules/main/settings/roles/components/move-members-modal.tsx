import type { Role } from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal'
import Select from 'antd/es/select'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useDeleteRole } from '../api/delete-role'

export type MoveMembersModalProps = {
  /** The role to delete, which members still hold. */
  role: Role
  /** The tenant's roles, among them where the members may go. */
  roles: readonly Role[]
  onClose: () => void
}

/** A role in use cannot be deleted: this moves its members to another role first, then deletes it. */
export const MoveMembersModal = ({ role, roles, onClose }: MoveMembersModalProps) => {
  const { t } = useTranslation(['roles', 'settings', 'contract'])
  const [targetRoleId, setTargetRoleId] = useState<string>()
  const remove = useDeleteRole()
  const handleOk = () => {
    if (!targetRoleId) return
    remove.mutate(
      { id: role.id, targetRoleId },
      {
        onSuccess: (moved) => {
          showToast('success', t('roles:move.done', { count: moved }))
          onClose()
        },
      },
    )
  }
  return (
    <Modal
      open
      title={t('roles:move.title')}
      okText={t('roles:move.submit')}
      cancelText={t('settings:cancel')}
      okButtonProps={{ danger: true, disabled: !targetRoleId, loading: remove.isPending }}
      onOk={handleOk}
      onCancel={onClose}
    >
      <p>{t('roles:move.explain', { name: role.name, count: role.memberCount })}</p>
      {remove.isError && (
        <Alert type="error" showIcon title={toErrorMessage(remove.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical">
        <Form.Item label={t('roles:move.target')} htmlFor="move-members-target">
          <Select
            id="move-members-target"
            value={targetRoleId}
            onChange={setTargetRoleId}
            options={roles
              .filter((other) => other.id !== role.id)
              .map((other) => ({ value: other.id, label: `${other.name} (${other.code})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
