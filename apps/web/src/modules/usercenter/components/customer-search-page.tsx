import '../translations'
import { CUSTOMER_PAGE_SIZE, type CustomerSummary } from '@portal/contract'
import Alert from 'antd/es/alert'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { KeywordSearch } from '@/components/keyword-search'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCustomers, type CustomerPageQuery } from '../api/get-customers'
import { CustomerTable } from './customer-table'

export type CustomerSearchPageProps = {
  title: string
  source: CustomerPageQuery['source']
  /** Controls beside the search box (the list's all / mine switch). */
  filters?: ReactNode
  renderActions: (customer: CustomerSummary) => ReactNode
}

/**
 * A searchable, paged customer page: the customer list and the high seas are both this. A keep-alive page: the
 * search and the page survive a tab switch.
 */
export const CustomerSearchPage = ({ title, source, filters, renderActions }: CustomerSearchPageProps) => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const customers = useCustomers({ source, keyword, page, pageSize: CUSTOMER_PAGE_SIZE })

  const handleSearch = (next: string) => {
    setKeyword(next)
    setPage(1)
  }

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{title}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        {filters}
        <KeywordSearch
          label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          searchText={t('search')}
          onSearch={handleSearch}
        />
      </div>
      {customers.isError && (
        <Alert
          type="error"
          showIcon
          title={toErrorMessage(customers.error, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      <CustomerTable
        page={customers.data}
        isLoading={customers.isFetching}
        onPageChange={setPage}
        renderActions={renderActions}
      />
    </div>
  )
}
