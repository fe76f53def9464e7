import Alert from 'antd/es/alert'
import Skeleton from 'antd/es/skeleton'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { toErrorMessage } from '@/lib/api/error-message'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useCompanyDetail } from '../api/get-company-detail'
import { permittedSeats, toCompanyAuthFlags } from '../utils/company-flags'
import { formatCount } from '../utils/format-count'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'

import { DashboardCard } from './dashboard-card'

/** 企业信息: licence expiry, user count and the seat limits the user's codes allow. */
export const CompanyBlock = () => {
  const { t } = useTranslation(['dashboard', 'contract'])
  const { can } = usePermissions()
  const formatLongDate = useTenantDateTime('longDate')
  const flags = useMemo(() => toCompanyAuthFlags(can), [can])
  const company = useCompanyDetail(flags)
  const locale = readCurrentLocale()

  const body = () => {
    if (company.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />
    if (company.isError) return <Alert type="error" showIcon title={toErrorMessage(company.error, t)} />
    const { expireTime, userCount } = company.data
    const items = [
      {
        key: 'expireTime',
        label: t('company.expireTime'),
        children: expireTime ? formatLongDate(expireTime) : t('company.noExpiry'),
      },
      { key: 'userCount', label: t('company.userCount'), children: formatCount(userCount, locale) },
      ...permittedSeats(company.data, flags).map(({ label, value }) => ({
        key: label,
        label: t(label),
        children: formatCount(value, locale),
      })),
    ]
    // A plain list of terms: the dashboard's first load carries no table component for three lines.
    return (
      <dl className="dashboard-facts">
        {items.map(({ key, label, children }) => (
          <div key={key} className="dashboard-fact">
            <dt>{label}</dt>
            <dd>{children}</dd>
          </div>
        ))}
      </dl>
    )
  }

  return <DashboardCard title={t('company.title')}>{body()}</DashboardCard>
}
