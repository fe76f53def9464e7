import type { WorkOrder } from '@portal/contract'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useResolveWorkOrder } from '../api/resolve-work-order'

export type ResolveButtonProps = { workOrder: WorkOrder; size?: 'small' | 'middle' }

/** 解决: resolves a pending or submitted work order and says so; nothing for a resolved one. */
export const ResolveButton = ({ workOrder, size = 'small' }: ResolveButtonProps) => {
  const { t } = useTranslation('workorder')
  const resolve = useResolveWorkOrder()
  if (workOrder.status === 'resolved') return null

  const handleResolve = () =>
    resolve.mutate(workOrder.id, {
      onSuccess: () => showToast('success', t('resolved', { number: workOrder.number })),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <Button
      type="link"
      size={size}
      loading={resolve.isPending}
      aria-label={t('resolveOne', { number: workOrder.number })}
      onClick={handleResolve}
    >
      {t('resolve')}
    </Button>
  )
}
