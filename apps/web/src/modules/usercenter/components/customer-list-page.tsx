import '../translations'
import { CUSTOMER_SCOPES, TOOL_PERMISSIONS } from '@portal/contract'
import Segmented from 'antd/es/segmented'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/lib/access/permission'
import { DialButton } from '@/features/telephony/components/calls/dial-button'
import type { CustomerScope } from '../api/get-customers'
import { CustomerSearchPage } from './customer-search-page'

/** 客户管理: the tenant's customers (or only mine), searched by name or phone; each dialled from its row. */
export const CustomerListPage = () => {
  const { t } = useTranslation('usercenter')
  const [scope, setScope] = useState<CustomerScope>('all')
  return (
    <CustomerSearchPage
      key={scope}
      title={t('list.title')}
      source={scope}
      filters={
        <Segmented<CustomerScope>
          aria-label={t('scope.label')}
          value={scope}
          onChange={setScope}
          options={CUSTOMER_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
        />
      }
      renderActions={(customer) => (
        <Permission code={TOOL_PERMISSIONS.speechAbility}>
          <DialButton name={customer.name} customerId={customer.id} />
        </Permission>
      )}
    />
  )
}
