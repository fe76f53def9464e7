import type { CustomerDetail } from '@portal/contract'
import Button from 'antd/es/button'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { customerHistoryQueryOptions } from '../api/get-customer-history'

// The SMS dialog and its form load when first opened, as from the tools menu.
const SmsDialog = lazyWithRetry(() =>
  import('@/features/sms/components/sms-dialog').then((module) => ({ default: module.SmsDialog })),
)

/**
 * 发送短信 to this customer: the single SMS dialog with the customer as its recipient. The number is shown as the
 * agent may see it (masked without customer.phone.view); the server sends to the customer's own number and the SMS
 * joins their contact history.
 */
export const SendSmsButton = ({ customer }: { customer: CustomerDetail }) => {
  const { t } = useTranslation('usercenter')
  const [isOpen, setIsOpen] = useState(false)
  const queryClient = useQueryClient()
  // What was sent joins the history below: read it again when the dialog closes.
  const handleClose = () => {
    setIsOpen(false)
    void queryClient.invalidateQueries({ queryKey: customerHistoryQueryOptions(customer.id).queryKey })
  }
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{t('detail.sendSms')}</Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SmsDialog
            isOpen
            onClose={handleClose}
            customer={{ id: customer.id, name: customer.name, phone: customer.phone }}
          />
        </Suspense>
      )}
    </>
  )
}
