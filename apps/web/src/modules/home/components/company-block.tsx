import Alert from 'antd/es/alert'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { toErrorMessage } from '@/lib/api/error-message'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useCompanyDetail } from '../api/get-company-detail'
import { SEAT_FIGURES, permittedSeats, toCompanyAuthFlags } from '../utils/company-flags'
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
    if (company.isError) return <Alert type="error" showIcon title={toErrorMessage(company.error, t)} />
    // While the detail loads, the lines the flags ask for hold their place (nothing below moves when it comes).
    const placeholder = <span className="dashboard-placeholder" />
    const detail = company.data
    const seats = detail
      ? permittedSeats(detail, flags).map(({ label, value }) => ({
          label,
          value: formatCount(value, locale),
        }))
      : SEAT_FIGURES.filter(({ flag }) => flags[flag] === 1).map(({ label }) => ({
          label,
          value: placeholder,
        }))
    const expiry = detail?.expireTime ? formatLongDate(detail.expireTime) : t('company.noExpiry')
    const items = [
      { key: 'expireTime', label: t('company.expireTime'), children: detail ? expiry : placeholder },
      {
        key: 'userCount',
        label: t('company.userCount'),
        children: detail ? formatCount(detail.userCount, locale) : placeholder,
      },
      ...seats.map(({ label, value }) => ({ key: label, label: t(label), children: value })),
    ]
    // A plain list of terms: the dashboard's first load carries no table component for three lines.
    return (
      <dl className="dashboard-facts" aria-busy={company.isPending}>
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
