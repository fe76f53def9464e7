import { checkTenant, type TenantListItem } from '@portal/contract'
import type { SelectProps } from 'antd/es/select'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { CheckedFormItem } from '../../components/checked-form-item'

// Only accounts in several tenants need the picker, so Select and its virtual list load when it first shows.
const Select = lazyWithRetry(() => import('antd/es/select'))

type TenantSelectProps = Omit<SelectProps, 'options'> & { tenants: TenantListItem[] }

// Form.Item hands the picker its value, change handler and ids.
const TenantSelect = ({ tenants, ...props }: TenantSelectProps) => (
  <Suspense>
    <Select
      {...props}
      virtual={false}
      options={tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))}
    />
  </Suspense>
)

export type TenantFormItemProps = { tenants: TenantListItem[] }

/**
 * The tenant picker of the login forms, shown while the account (or phone) belongs to several tenants. The list
 * is short, and without virtual scrolling each visible entry is itself the `option` that assistive technology
 * reads.
 */
export const TenantFormItem = ({ tenants }: TenantFormItemProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  if (tenants.length === 0) return null
  return (
    <CheckedFormItem name="tenantId" label={t('login.tenant')} check={checkTenant}>
      <TenantSelect tenants={tenants} placeholder={t('contract:tenant.required')} />
    </CheckedFormItem>
  )
}
