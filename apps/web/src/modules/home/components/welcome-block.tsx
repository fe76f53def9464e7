import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useSession } from '@/lib/sessions/get-session'

/** The welcome line: the user's name, today's date in the tenant's time zone, and the tenant. */
export const WelcomeBlock = () => {
  const { t } = useTranslation('dashboard')
  const { data: session } = useSession()
  const formatLongDate = useTenantDateTime('longDate')
  if (!session) return null
  const date = formatLongDate(new Date())
  return (
    <header className="dashboard-welcome">
      <h1 className="dashboard-welcome-title">{t('welcome', { name: session.authResult.principal.name })}</h1>
      <p className="dashboard-welcome-meta">
        <span>{t('today', { date })}</span>
        <span aria-hidden="true"> · </span>
        <span>{session.tenantInfo.name}</span>
      </p>
    </header>
  )
}
