import { DEFAULT_SYSTEM_NAME } from '@portal/contract'
import { Suspense, useId } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useSearchParams } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { AuthCard } from '../../components/auth-card'
import { useLoginFlow } from '../hooks/use-login-flow'
import { useSsoSecondStep } from '../hooks/use-sso-second-step'
import { AccountLoginForm } from './account-login-form'
import { LoginDialogs } from './login-dialogs'
import { LoginModeTabs, type LoginMode } from './login-mode-tabs'
import { LoginNotice } from './login-notice'
import { SsoRefusalNotice } from './sso-refusal-notice'

// Account mode is the default, so the SMS form (and its country picker) loads only when chosen.
const PhoneLoginForm = lazyWithRetry(() =>
  import('./phone-login-form').then((module) => ({ default: module.PhoneLoginForm })),
)

const MODE_QUERY_PARAM = 'type'
const PHONE_MODE_VALUE = 'phone'

/**
 * The login screen (spec §2): the tenant's system name over the account form, or, when the tenant allows SMS
 * login, tabs for account and SMS login (`?type=phone` selects SMS). Dialogs follow the login's answers.
 */
export const LoginPage = () => {
  const panelId = useId()
  const { data: config, isPending } = useFrontConfig()
  const [searchParams, setSearchParams] = useSearchParams()
  const flow = useLoginFlow()
  useSsoSecondStep(flow.openSecondAuth)
  const isSmsLoginEnabled = config?.smsLoginEnabled === true
  const isPhoneAsked = searchParams.get(MODE_QUERY_PARAM) === PHONE_MODE_VALUE
  const mode: LoginMode = isPhoneAsked && isSmsLoginEnabled ? 'phone' : 'account'

  const handleModeChange = (next: LoginMode) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === 'phone') params.set(MODE_QUERY_PARAM, PHONE_MODE_VALUE)
        else params.delete(MODE_QUERY_PARAM)
        return params
      },
      { replace: true },
    )

  const form =
    mode === 'phone' ? (
      <Suspense>
        <PhoneLoginForm flow={flow} />
      </Suspense>
    ) : (
      <AccountLoginForm flow={flow} hasForgotLink={isSmsLoginEnabled} />
    )

  return (
    <AuthCard title={config?.systemName || DEFAULT_SYSTEM_NAME}>
      <LoginNotice />
      <SsoRefusalNotice />
      {isSmsLoginEnabled && <LoginModeTabs mode={mode} panelId={panelId} onModeChange={handleModeChange} />}
      {/* Always the same element, so the form keeps what was typed when the tabs appear with the config. */}
      <div
        role={isSmsLoginEnabled ? 'tabpanel' : undefined}
        id={panelId}
        aria-labelledby={isSmsLoginEnabled ? `${panelId}-${mode}` : undefined}
      >
        {/* Asked for SMS login: wait for the tenant's switches rather than flash the account form. */}
        {isPhoneAsked && isPending ? null : form}
      </div>
      <LoginDialogs flow={flow} />
    </AuthCard>
  )
}
