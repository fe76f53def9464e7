import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Spin from 'antd/es/spin'
import theme from 'antd/es/theme'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { AuthCard } from '../../components/auth-card'
import { BackToLoginLink } from '../../components/back-to-login-link'
import { useActivateAccount } from '../api/activate-account'
import { toActivationFailure } from '../utils/activation-failure'

/** The activation link's page (spec §2, §4): activating, then success, failed or error. */
export const ActivatePage = () => {
  const { t } = useTranslation(['register', 'contract'])
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const activation = useActivateAccount(searchParams.get('key') ?? undefined)

  if (activation.isPending) {
    return (
      <AuthCard title={t('activate.title')}>
        <Spin style={{ display: 'block' }} />
        <p style={{ textAlign: 'center' }}>{t('activate.checking')}</p>
      </AuthCard>
    )
  }
  if (activation.isSuccess) {
    const { tenantName, email } = activation.data
    return (
      <AuthCard title={t('activate.success')}>
        <Alert type="success" showIcon title={t('activate.successDetail', { tenantName, email })} />
        <Button
          type="primary"
          block
          size="large"
          style={{ marginTop: 24 }}
          onClick={() => void navigate(ROUTER_PATHS.login)}
        >
          {t('activate.logIn')}
        </Button>
      </AuthCard>
    )
  }
  const failure = toActivationFailure(activation.error, t)
  return (
    <AuthCard title={t('activate.failed')}>
      <Alert type={failure.kind === 'failed' ? 'warning' : 'error'} showIcon title={failure.message} />
      {failure.canRegisterAgain && (
        <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
          <Link to={ROUTER_PATHS.register} style={{ color: token.colorLink }}>
            {t('activate.registerAgain')}
          </Link>
        </p>
      )}
      <BackToLoginLink />
    </AuthCard>
  )
}
