import Steps from 'antd/es/steps'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthCard } from '../../components/auth-card'
import { BackToLoginLink } from '../../components/back-to-login-link'
import { AccountStep } from './account-step'
import { EmailStep } from './email-step'
import { PhoneStep } from './phone-step'

const REGISTER_CARD_WIDTH = 520

// Step 1 earns the sign-up token, step 2 turns it into an e-mail id; both stay in this state, never in the URL.
type RegisterState =
  | { step: 'phone' }
  | { step: 'account'; authorization: string }
  | { step: 'email'; emailId: string; email: string }

const STEP_INDEX = { phone: 0, account: 1, email: 2 } as const

/** Self-registration (spec §2, §4): 手机验证, 创建邮箱账号, 邮箱验证, with the way back to login throughout. */
export const RegisterPage = () => {
  const { t } = useTranslation('register')
  const [state, setState] = useState<RegisterState>({ step: 'phone' })
  const steps = [{ title: t('step.phone') }, { title: t('step.account') }, { title: t('step.email') }]

  return (
    <AuthCard title={t('title')} maxWidth={REGISTER_CARD_WIDTH}>
      <Steps size="small" current={STEP_INDEX[state.step]} items={steps} style={{ marginBottom: 32 }} />
      {state.step === 'phone' && (
        <PhoneStep onVerified={({ authorization }) => setState({ step: 'account', authorization })} />
      )}
      {state.step === 'account' && (
        <AccountStep
          authorization={state.authorization}
          onRegistered={({ emailId, email }) => setState({ step: 'email', emailId, email })}
        />
      )}
      {state.step === 'email' && <EmailStep emailId={state.emailId} email={state.email} />}
      <BackToLoginLink />
    </AuthCard>
  )
}
