import { SSO_LOGIN_ERRORS, type SsoLoginError } from '@portal/contract'
import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

const SSO_ERROR_PARAM = 'ssoError'

const isSsoLoginError = (value: string | null): value is SsoLoginError =>
  SSO_LOGIN_ERRORS.some((reason) => reason === value)

/** Why a single sign-on came back without a session (the server's `?ssoError=`), in the user's language. */
export const SsoRefusalNotice = () => {
  const { t } = useTranslation('contract')
  const reason = useSearchParams()[0].get(SSO_ERROR_PARAM)
  if (!isSsoLoginError(reason)) return null
  return <Alert type="error" showIcon title={t(`sso.error.${reason}`)} style={{ marginBottom: 24 }} />
}
