import { blacklistAuditRoutes, type BlacklistAudit } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toRecordApi } from '@/features/records/api/record-api'
import { RecordListPage } from '@/features/records/components/record-list-page'
import { customerDetailPath } from './customer-paths'

const api = toRecordApi('blacklist-audits', blacklistAuditRoutes)
const ACTIONS = [{ action: 'approve' }, { action: 'reject', isDangerous: true }] as const

/**
 * 黑名单审核: requests to blacklist a customer (an agent's 申请拉黑 on the customer detail), approved or rejected
 * by an auditor; an approval blacklists the customer, whose name leads to its detail.
 */
export const BlacklistAuditPage = () => {
  const { t } = useTranslation('records')
  return (
    <RecordListPage<BlacklistAudit>
      api={api}
      page="blacklist"
      actions={ACTIONS}
      recordName={(record) => record.customerName}
      columns={[
        {
          title: t('column.customer'),
          dataIndex: 'customerName',
          render: (name: string, record) =>
            record.customerId ? <Link to={customerDetailPath(record.customerId)}>{name}</Link> : name,
        },
        { title: t('column.phone'), dataIndex: 'phone' },
        { title: t('blacklist.reason'), dataIndex: 'reason' },
        { title: t('blacklist.applicant'), dataIndex: 'applicantName' },
      ]}
    />
  )
}
