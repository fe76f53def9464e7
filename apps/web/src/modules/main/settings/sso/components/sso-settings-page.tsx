import '../translations'
import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { PageLoading } from '@/components/page-loading'
import { useSsoSettings } from '../api/get-sso-settings'
import { SsoSettingsForm } from './sso-settings-form'

/** Single sign-on (mzz/main/main/setting/sso): how the tenant's staff sign in beside their passwords. */
export const SsoSettingsPage = () => {
  const { t } = useTranslation(['sso-settings', 'contract'])
  const settings = useSsoSettings()
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      {settings.isError && <Alert type="error" showIcon title={toErrorMessage(settings.error, t)} />}
      {settings.isPending && <PageLoading />}
      {settings.data && <SsoSettingsForm settings={settings.data} />}
    </div>
  )
}
