import type { StaffMember } from '@portal/contract'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useStaffAction, type StaffAction } from '../api/staff-action'

export type StaffRowActionsProps = { member: StaffMember; onEdit: (member: StaffMember) => void }

/** The actions offered for a member (or a pending invitation) in their state; each asks first, and says what happened. */
export const StaffRowActions = ({ member, onEdit }: StaffRowActionsProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const action = useStaffAction()
  const run = (kind: StaffAction) =>
    action.mutate(
      { action: kind, id: member.id },
      {
        onSuccess: () => showToast('success', t(`staff.done.${kind}`, { name: member.name })),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )
  const confirmed = (kind: StaffAction, isDanger = false) => (
    <Popconfirm
      key={kind}
      title={t(`staff.confirm.${kind}`, { name: member.name })}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: isDanger }}
      onConfirm={() => run(kind)}
    >
      <Button
        type="link"
        size="small"
        danger={isDanger}
        loading={action.isPending && action.variables?.action === kind}
        aria-label={t(`staff.actionOne.${kind}`, { name: member.name })}
      >
        {t(`staff.action.${kind}`)}
      </Button>
    </Popconfirm>
  )
  // A pending invitation is not a member yet: it can only be sent again or withdrawn.
  if (member.status === 'invited')
    return (
      <Space size={0} wrap>
        {confirmed('resendInvitation')}
        {confirmed('cancelInvitation', true)}
      </Space>
    )
  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        aria-label={t('staff.actionOne.edit', { name: member.name })}
        onClick={() => onEdit(member)}
      >
        {t('edit')}
      </Button>
      {member.status === 'disabled' ? confirmed('enable') : !member.isSelf && confirmed('disable', true)}
      {member.status === 'locked' && confirmed('unlock')}
      {member.email && confirmed('resetPassword')}
    </Space>
  )
}
