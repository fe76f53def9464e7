import '../../translations'
import { AUDIT_PAGE_SIZE } from '@portal/contract'
import Alert from 'antd/es/alert'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useAuditEvents } from '../api/get-audit-events'
import { toAuditFilters, type AuditFilterValues } from '../utils/to-audit-filters'
import { AuditFilterBar } from './audit-filter-bar'
import { AuditTable } from './audit-table'

/** 操作审计 (mzz/main/main/setting/audit): the tenant's administrative changes, filtered, newest first. */
export const AuditPage = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const [filters, setFilters] = useState<AuditFilterValues>({})
  const [paging, setPaging] = useState({ page: 1, pageSize: AUDIT_PAGE_SIZE })
  const events = useAuditEvents({ ...toAuditFilters(filters), ...paging })
  const handleSearch = (values: AuditFilterValues) => {
    setFilters(values)
    setPaging((current) => ({ ...current, page: 1 }))
  }
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('audit.pageTitle')}</h1>
      <AuditFilterBar onSearch={handleSearch} />
      {events.isError && (
        <Alert type="error" showIcon title={toErrorMessage(events.error, t)} style={{ marginBottom: 16 }} />
      )}
      <AuditTable
        page={events.data}
        isLoading={events.isFetching}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </div>
  )
}
