import '../translations'
import { WORK_ORDER_FILTERS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Segmented from 'antd/es/segmented'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { KeywordSearch } from '@/components/keyword-search'
import { toErrorMessage } from '@/lib/api/error-message'
import { useWorkOrders, type WorkOrderFilter } from '../api/get-work-orders'
import { NewWorkOrderDialog } from './new-work-order-dialog'
import { WorkOrderTable } from './work-order-table'

const FILTER_PARAM = 'filterMenu'
const toFilter = (value: string | null): WorkOrderFilter =>
  (WORK_ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as WorkOrderFilter) : 'all'

/**
 * The work-order lists (spec §2 mzz/workorder/.../order?filterMenu=pending): the list from the address (waiting on
 * me, submitted by me, resolved, all), a keyword search, the table, and 新建工单. A keep-alive page: what was typed
 * survives a tab switch.
 */
export const WorkOrderListPage = () => {
  const { t } = useTranslation('workorder')
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = toFilter(searchParams.get(FILTER_PARAM))
  const [keyword, setKeyword] = useState('')
  const [isCreating, setIsCreating] = useState(false)
  const workOrders = useWorkOrders(filter, keyword)

  const handleFilterChange = (next: WorkOrderFilter) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current)
      params.set(FILTER_PARAM, next)
      return params
    })

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('list.title')}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        <Segmented<WorkOrderFilter>
          aria-label={t('filter.label')}
          value={filter}
          onChange={handleFilterChange}
          options={WORK_ORDER_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        />
        <KeywordSearch
          label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          searchText={t('search')}
          onSearch={setKeyword}
        />
        <Button type="primary" style={{ marginLeft: 'auto' }} onClick={() => setIsCreating(true)}>
          {t('create.open')}
        </Button>
      </div>
      {isCreating && <NewWorkOrderDialog onClose={() => setIsCreating(false)} />}
      {workOrders.isError && (
        <Alert
          type="error"
          showIcon
          title={toErrorMessage(workOrders.error, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      <WorkOrderTable workOrders={workOrders.data ?? []} isLoading={workOrders.isFetching} />
    </div>
  )
}
