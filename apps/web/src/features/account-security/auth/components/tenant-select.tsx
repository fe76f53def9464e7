import type { TenantListItem } from '@portal/contract'
import type { SelectProps } from 'antd/es/select'
import { Suspense, lazy } from 'react'

// Only accounts in several tenants need the picker, so Select and its virtual list load when it first shows.
const Select = lazy(() => import('antd/es/select'))

export type TenantSelectProps = Omit<SelectProps, 'options'> & { tenants: TenantListItem[] }

/**
 * The tenant picker of the login form; Form.Item hands it the value, change handler and ids. The list is short,
 * and without virtual scrolling each visible entry is itself the `option` that assistive technology reads.
 */
export const TenantSelect = ({ tenants, ...props }: TenantSelectProps) => (
  <Suspense>
    <Select
      {...props}
      virtual={false}
      options={tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))}
    />
  </Suspense>
)
