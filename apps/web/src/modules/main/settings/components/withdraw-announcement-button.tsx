import type { Announcement } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useWithdrawAnnouncement } from '../api/withdraw-announcement'
import { ConfirmActionButton } from './confirm-action-button'

export type WithdrawAnnouncementButtonProps = { announcement: Announcement }

/** 撤回: after a confirmation, takes the announcement out of every message centre and bell. */
export const WithdrawAnnouncementButton = ({ announcement }: WithdrawAnnouncementButtonProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const withdraw = useWithdrawAnnouncement()

  const handleWithdraw = () =>
    withdraw.mutate(announcement.id, {
      onSuccess: () => showToast('success', t('notice.withdrawn')),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <ConfirmActionButton
      text={t('notice.withdraw')}
      label={t('notice.withdrawOne', { title: announcement.title })}
      question={t('notice.withdrawConfirm', { title: announcement.title })}
      isPending={withdraw.isPending}
      onConfirm={handleWithdraw}
    />
  )
}
