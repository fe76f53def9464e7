import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateWorkOrderDialog } from './create-work-order-dialog'

/** Who is calling, as the page shows them: the customer's name (null: unknown) and the masked number. */
export type WorkOrderCaller = { name: string | null; phone: string }

export type CreateWorkOrderButtonProps = { callRecordId: string; caller: WorkOrderCaller }

/** 创建工单 from the call: opens the form prefilled with the customer, the number and the call's note. */
export const CreateWorkOrderButton = ({ callRecordId, caller }: CreateWorkOrderButtonProps) => {
  const { t } = useTranslation('customer-on-screen')
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button size="small" onClick={() => setIsOpen(true)}>
        {t('createWorkOrder')}
      </Button>
      {isOpen && (
        <CreateWorkOrderDialog callRecordId={callRecordId} caller={caller} onClose={() => setIsOpen(false)} />
      )}
    </>
  )
}
