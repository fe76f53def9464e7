import type { CustomerSummary } from '@portal/contract'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useChangeCustomer } from '../api/change-customer'

export type OwnershipButtonProps = {
  customer: Pick<CustomerSummary, 'id' | 'name'>
  /** 领取 takes the customer from the high seas; 释放 gives it back. */
  kind: 'claim' | 'release'
  size?: 'small' | 'middle'
}

/** Claims or releases a customer and says so, or shows the server's message (e.g. another agent claimed it). */
export const OwnershipButton = ({ customer, kind, size = 'small' }: OwnershipButtonProps) => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const change = useChangeCustomer()

  const handleClick = () =>
    change.mutate(
      { kind, id: customer.id },
      {
        onSuccess: () => showToast('success', t(`${kind}.done`, { name: customer.name })),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <Button
      type={size === 'small' ? 'link' : 'default'}
      size={size}
      loading={change.isPending}
      aria-label={t(`${kind}.one`, { name: customer.name })}
      onClick={handleClick}
    >
      {t(`${kind}.button`)}
    </Button>
  )
}
