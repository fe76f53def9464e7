import type { Role } from '@portal/contract'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useDeleteRole } from '../api/delete-role'
import { ConfirmActionButton } from '../../components/confirm-action-button'
import { MoveMembersModal } from './move-members-modal'

export type DeleteRoleButtonProps = { role: Role; roles: readonly Role[] }

/** 删除: a role no one holds after a confirmation; a role in use by moving its members first. */
export const DeleteRoleButton = ({ role, roles }: DeleteRoleButtonProps) => {
  const { t } = useTranslation(['roles', 'settings', 'contract'])
  const remove = useDeleteRole()
  const [isMoving, setIsMoving] = useState(false)
  const label = t('roles:deleteOne', { name: role.name })

  if (role.memberCount > 0)
    return (
      <>
        <Button type="link" danger size="small" aria-label={label} onClick={() => setIsMoving(true)}>
          {t('settings:delete')}
        </Button>
        {isMoving && <MoveMembersModal role={role} roles={roles} onClose={() => setIsMoving(false)} />}
      </>
    )

  const handleDelete = () =>
    remove.mutate(
      { id: role.id },
      {
        onSuccess: () => showToast('success', t('roles:deleted')),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )
  return (
    <ConfirmActionButton
      text={t('settings:delete')}
      label={label}
      question={t('roles:deleteConfirm', { name: role.name })}
      isPending={remove.isPending}
      onConfirm={handleDelete}
    />
  )
}
