import '../translations'
import { WORK_ORDER_FILTERS, type WorkOrderFilter } from '@portal/contract'
import Alert from 'antd/es/alert'
import Segmented from 'antd/es/segmented'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { KeywordSearch } from '@/components/keyword-search'
import { NewWorkOrderButton } from '@/components/work-order-form/new-work-order-button'
import { toErrorMessage } from '@/lib/api/error-message'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useWorkOrders } from '../api/get-work-orders'
import { readWorkOrderSearch, writeWorkOrderSearch } from '../utils/work-order-search-params'
import { WorkOrderFilters } from './work-order-filters'
import { WorkOrderTable } from './work-order-table'

/**
 * The work-order lists (spec §2 mzz/workorder/.../order?filterMenu=pending): the list (waiting on me, submitted by
 * me, resolved, all), a keyword search and the filters, all held in the address (a link may open the overdue
 * ones), the table a page at a time, and 新建工单.
 */
export const WorkOrderListPage = () => {
  const { t } = useTranslation('workorder')
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const search = readWorkOrderSearch(searchParams)
  const workOrders = useWorkOrders(search)

  const change = (next: Parameters<typeof writeWorkOrderSearch>[1]) =>
    setSearchParams((current) => writeWorkOrderSearch(current, next))

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('list.title')}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        <Segmented<WorkOrderFilter>
          aria-label={t('filter.label')}
          value={search.filterMenu}
          onChange={(filterMenu) => change({ filterMenu })}
          options={WORK_ORDER_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        />
        <KeywordSearch
          label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          searchText={t('search')}
          defaultValue={search.keyword}
          onSearch={(keyword) => change({ keyword })}
        />
        <NewWorkOrderButton
          type="primary"
          style={{ marginLeft: 'auto' }}
          from={{ kind: 'list' }}
          onCreated={(order) => void navigate(`${ROUTER_PATHS.workOrders}/detail/${order.id}`)}
        />
      </div>
      <div style={{ marginBottom: 16 }}>
        <WorkOrderFilters search={search} onChange={(name, value) => change({ [name]: value })} />
      </div>
      {workOrders.isError && (
        <Alert
          type="error"
          showIcon
          title={toErrorMessage(workOrders.error, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      <WorkOrderTable
        page={workOrders.data}
        current={search.page}
        isLoading={workOrders.isFetching}
        onPageChange={(page) => change({ page })}
      />
    </div>
  )
}
