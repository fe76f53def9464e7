import type { DidNumberItem } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { ConfirmActionButton } from '@/modules/main/settings/components/confirm-action-button'
import { useRetireNumber } from './api/retire-number'

export type NumberActionsProps = {
  item: DidNumberItem
  onEdit: (item: DidNumberItem) => void
}

/** A number's row actions: edit, and retire (after a question) or restore. */
export const NumberActions = ({ item, onEdit }: NumberActionsProps) => {
  const { t } = useTranslation(['call-centre-numbers', 'settings', 'contract'])
  const retire = useRetireNumber()
  const isRetired = item.retiredAt !== null

  const handleRetire = (nextIsRetired: boolean) =>
    retire.mutate(
      { number: item.number, isRetired: nextIsRetired },
      {
        onSuccess: () => showToast('success', t(nextIsRetired ? 'retired' : 'restored')),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        aria-label={t('editOne', { number: item.number })}
        onClick={() => onEdit(item)}
      >
        {t('settings:edit')}
      </Button>
      {isRetired ? (
        <Button
          type="link"
          size="small"
          loading={retire.isPending}
          aria-label={t('restoreOne', { number: item.number })}
          onClick={() => handleRetire(false)}
        >
          {t('restore')}
        </Button>
      ) : (
        <ConfirmActionButton
          text={t('retire')}
          label={t('retireOne', { number: item.number })}
          question={t('retireConfirm', { number: item.number })}
          isPending={retire.isPending}
          onConfirm={() => handleRetire(true)}
        />
      )}
    </Space>
  )
}
