import { WORK_ORDER_NEXT_STATUSES, type WorkOrder, type WorkOrderStatus } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useChangeWorkOrderStatus } from '../api/work-order-changes'

export type StatusButtonsProps = {
  workOrder: WorkOrder
  size?: 'small' | 'middle'
  /** Only these moves (the list offers 解决 alone); every allowed one by default. */
  only?: readonly WorkOrderStatus[]
}

/** A button for each status the order may go to next (开始处理, 解决, 关闭, 重新打开), saying what became of it. */
export const StatusButtons = ({ workOrder, size = 'small', only }: StatusButtonsProps) => {
  const { t } = useTranslation('workorder')
  const change = useChangeWorkOrderStatus()
  const moves = WORK_ORDER_NEXT_STATUSES[workOrder.status].filter((status) => !only || only.includes(status))

  const handleMove = (status: WorkOrderStatus) =>
    change.mutate(
      { id: workOrder.id, status },
      {
        onSuccess: () =>
          showToast('success', t('moved', { number: workOrder.number, status: t(`status.${status}`) })),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <Space size={4} wrap>
      {moves.map((status) => (
        <Button
          key={status}
          type={size === 'small' ? 'link' : 'default'}
          size={size}
          loading={change.isPending && change.variables.status === status}
          aria-label={t('moveOne', { action: t(`move.${status}`), number: workOrder.number })}
          onClick={() => handleMove(status)}
        >
          {t(`move.${status}`)}
        </Button>
      ))}
    </Space>
  )
}
