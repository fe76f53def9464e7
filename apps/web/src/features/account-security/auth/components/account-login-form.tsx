import { PASSWORD_MAX_LENGTH, checkAccount, checkPassword, checkTenant } from '@portal/contract'
import Form from 'antd/es/form'
// Input and Password from their own files: the `antd/es/input` index also pulls TextArea, OTP and Search.
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toFormRule } from '@/lib/form-rules'
import { ROUTER_PATHS } from '@/lib/portal-path'
import type { LoginFlow } from '../hooks/use-login-flow'
import { useTenantChoice } from '../hooks/use-tenant-choice'
import { LoginFormFooter } from './login-form-footer'
import { TenantSelect } from './tenant-select'

type AccountLoginValues = { account: string; password: string; tenantId?: string; captcha?: string }

export type AccountLoginFormProps = { flow: LoginFlow; hasForgotLink: boolean }

/** Account-and-password login (spec §2): validated on blur and on submit; Enter submits. */
export const AccountLoginForm = ({ flow, hasForgotLink }: AccountLoginFormProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<AccountLoginValues>()
  const [isFilled, setIsFilled] = useState(false)
  const { tenants, lookUpTenants, resolveTenant, isLookingUp } = useTenantChoice()

  const handleAccountBlur = () => void lookUpTenants(form.getFieldValue('account'))
  const handleFinish = async ({ account, password, tenantId, captcha }: AccountLoginValues) => {
    const tenant = await resolveTenant(account, tenantId)
    if (tenant.isMissing) {
      form.setFieldValue('tenantId', undefined)
      // The validation failure is shown under the picker; nothing else to do with it here.
      await form.validateFields(['tenantId']).catch(() => undefined)
      return
    }
    const credentials = {
      loginType: 'account' as const,
      account: account.trim(),
      password,
      tenantId: tenant.tenantId,
    }
    await flow.submit({
      credentials,
      captchaAnswer: captcha,
      onCaptchaUsed: () => form.resetFields(['captcha']),
    })
  }
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
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[toFormRule(checkPassword, t)]}
        validateTrigger="onBlur"
        extra={hasForgotLink ? <Link to={ROUTER_PATHS.modify}>{t('login.forgotPassword')}</Link> : undefined}
      >
        <Password
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={t('contract:password.required')}
        />
      </Form.Item>
      {tenants.length > 0 && (
        <Form.Item name="tenantId" label={t('login.tenant')} rules={[toFormRule(checkTenant, t)]}>
          <TenantSelect tenants={tenants} placeholder={t('contract:tenant.required')} />
        </Form.Item>
      )}
      <LoginFormFooter flow={flow} isFilled={isFilled} isBusy={isLookingUp} />
    </Form>
  )
}
