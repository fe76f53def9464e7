import { useTranslation } from 'react-i18next'
import { AuthCard } from '../../components/auth-card'
import { BackToLoginLink } from '../../components/back-to-login-link'
import { ResetPasswordForm } from './reset-password-form'

/** The modify page (spec §2): password reset in the login layout, with the way back to login. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation('reset')
  return (
    <AuthCard title={t('title')}>
      <ResetPasswordForm />
      <BackToLoginLink />
    </AuthCard>
  )
}
