import { returnVisitRoutes, type ReturnVisit } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'

const api = toRecordApi('return-visits', returnVisitRoutes)
const ACTIONS = [{ action: 'complete' }] as const

/** 回访计划: return visits planned for the agent, completed once made. */
export const ReturnVisitPage = () => {
  const { t } = useTranslation('records')
  const formatDateTime = useTenantDateTime()
  return (
    <RecordListPage<ReturnVisit>
      api={api}
      page="returnVisit"
      actions={ACTIONS}
      recordName={(record) => record.customerName}
      columns={[
        { title: t('column.customer'), dataIndex: 'customerName' },
        { title: t('column.phone'), dataIndex: 'phone' },
        { title: t('returnVisit.topic'), dataIndex: 'topic' },
        { title: t('returnVisit.plannedAt'), dataIndex: 'plannedAt', render: formatDateTime },
      ]}
    />
  )
}
