import type { Banner } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useDeleteBanner } from '../api/delete-banner'
import { ConfirmActionButton } from './confirm-action-button'

export type DeleteBannerButtonProps = { banner: Banner; position: number }

/** 删除: after a confirmation, takes the banner off the home page. */
export const DeleteBannerButton = ({ banner, position }: DeleteBannerButtonProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const remove = useDeleteBanner()

  const handleDelete = () =>
    remove.mutate(banner.id, {
      onSuccess: () => showToast('success', t('banner.deleted')),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <ConfirmActionButton
      text={t('delete')}
      label={t('banner.deleteOne', { position })}
      question={t('banner.deleteConfirm', { position })}
      isPending={remove.isPending}
      onConfirm={handleDelete}
    />
  )
}
