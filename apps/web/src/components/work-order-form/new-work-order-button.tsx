import './translations'
import type { WorkOrder } from '@portal/contract'
import Button, { type ButtonProps } from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NewWorkOrderDialog, type WorkOrderSource } from './new-work-order-dialog'

export type NewWorkOrderButtonProps = {
  from: WorkOrderSource
  onCreated?: (order: WorkOrder) => void
} & Pick<ButtonProps, 'size' | 'type' | 'style'>

/** 新建工单: opens the new work order's form for the list, a call or a customer. */
export const NewWorkOrderButton = ({ from, onCreated, ...button }: NewWorkOrderButtonProps) => {
  const { t } = useTranslation('work-order-form')
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button {...button} onClick={() => setIsOpen(true)}>
        {t('open')}
      </Button>
      {isOpen && <NewWorkOrderDialog from={from} onClose={() => setIsOpen(false)} onCreated={onCreated} />}
    </>
  )
}
