import { blacklistAuditRoutes, type BlacklistAudit } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'

const api = toRecordApi('blacklist-audits', blacklistAuditRoutes)
const ACTIONS = [{ action: 'approve' }, { action: 'reject', isDangerous: true }] as const

/** 黑名单审核: requests to blacklist a customer, approved or rejected by an auditor. */
export const BlacklistAuditPage = () => {
  const { t } = useTranslation('records')
  return (
    <RecordListPage<BlacklistAudit>
      api={api}
      page="blacklist"
      actions={ACTIONS}
      recordName={(record) => record.customerName}
      columns={[
        { title: t('column.customer'), dataIndex: 'customerName' },
        { title: t('column.phone'), dataIndex: 'phone' },
        { title: t('blacklist.reason'), dataIndex: 'reason' },
        { title: t('blacklist.applicant'), dataIndex: 'applicantName' },
      ]}
    />
  )
}
