import { checkAccount } from '@portal/contract'
import Form from 'antd/es/form'
// Input from its own file: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Input from 'antd/es/input/Input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toFormRule } from '@/lib/form-rules'
import { ROUTER_PATHS } from '@/lib/portal-path'
import { PasswordFormItem } from '../../components/password-form-item'
import type { LoginFlow } from '../hooks/use-login-flow'
import { useLoginSubmit } from '../hooks/use-login-submit'
import { LoginFormFooter } from './login-form-footer'
import { TenantFormItem } from './tenant-form-item'

type AccountLoginValues = { account: string; password: string; tenantId?: string; captcha?: string }

export type AccountLoginFormProps = { flow: LoginFlow; hasForgotLink: boolean }

/** Account-and-password login (spec §2): validated on blur and on submit; Enter submits. */
export const AccountLoginForm = ({ flow, hasForgotLink }: AccountLoginFormProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<AccountLoginValues>()
  const [isFilled, setIsFilled] = useState(false)
  const login = useLoginSubmit(form, flow)

  const handleAccountBlur = () => void login.lookUpTenants(form.getFieldValue('account'))
  const handleFinish = ({ account, password }: AccountLoginValues) =>
    login.submit({ loginType: 'account', account: account.trim(), password }, account)
  // Form.useWatch reports a macrotask late; this keeps the button in step with the keystroke that filled a field.
  const handleValuesChange = (_changed: unknown, values: Partial<AccountLoginValues>) =>
    setIsFilled(Boolean(values.account && values.password))

  return (
    <Form
      name="account-login"
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={handleFinish}
      onValuesChange={handleValuesChange}
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[toFormRule(checkAccount, t)]}
        validateTrigger="onBlur"
      >
        <Input
          autoComplete="username"
          placeholder={t('contract:account.required')}
          onBlur={handleAccountBlur}
        />
      </Form.Item>
      <PasswordFormItem
        name="password"
        label={t('login.password')}
        placeholder={t('contract:password.required')}
        isCheckedOnBlur
        extra={hasForgotLink ? <Link to={ROUTER_PATHS.modify}>{t('login.forgotPassword')}</Link> : undefined}
      />
      <TenantFormItem tenants={login.tenants} />
      <LoginFormFooter flow={flow} isFilled={isFilled} isBusy={login.isLookingUp} />
    </Form>
  )
}
