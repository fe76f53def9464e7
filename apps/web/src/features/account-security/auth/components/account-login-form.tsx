import { checkAccount } from '@portal/contract'
import Form from 'antd/es/form'
// Input from its own file: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Input from 'antd/es/input/Input'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { CheckedFormItem } from '../../components/checked-form-item'
import { PasswordFormItem } from '../../components/password-form-item'
import type { LoginFlow } from '../hooks/use-login-flow'
import { useLoginSubmit } from '../hooks/use-login-submit'
import { LoginFormLayout } from './login-form-layout'

type AccountLoginValues = { account: string; password: string; tenantId?: string; captcha?: string }

export type AccountLoginFormProps = { flow: LoginFlow; hasForgotLink: boolean }

/** Account-and-password login (spec §2). */
export const AccountLoginForm = ({ flow, hasForgotLink }: AccountLoginFormProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<AccountLoginValues>()
  const login = useLoginSubmit(form, flow)

  const handleAccountBlur = () => void login.lookUpTenants(form.getFieldValue('account'))
  const handleFinish = ({ account, password }: AccountLoginValues) =>
    login.submit({ loginType: 'account', account: account.trim(), password }, account)

  return (
    <LoginFormLayout
      name="account-login"
      form={form}
      requiredFields={['account', 'password']}
      flow={flow}
      login={login}
      onFinish={handleFinish}
    >
      <CheckedFormItem name="account" label={t('login.account')} check={checkAccount} isCheckedOnBlur>
        <Input
          autoComplete="username"
          placeholder={t('contract:account.required')}
          onBlur={handleAccountBlur}
        />
      </CheckedFormItem>
      <PasswordFormItem
        name="password"
        label={t('login.password')}
        placeholder={t('contract:password.required')}
        isCheckedOnBlur
        extra={hasForgotLink ? <Link to={ROUTER_PATHS.modify}>{t('login.forgotPassword')}</Link> : undefined}
      />
    </LoginFormLayout>
  )
}
