import { checkLoginPhone, checkSmsCode, checkTenant } from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import { Suspense, lazy, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SmsCodeField } from '../../components/sms-code-field'
import { toErrorMessage } from '@/lib/error-message'
import { toFormRule } from '@/lib/form-rules'
import { useSendCode } from '../../hooks/use-send-code'
import { toDigits } from '../../utils/to-digits'
import { sendLoginSmsCode } from '../api/send-login-sms-code'
import type { LoginFlow } from '../hooks/use-login-flow'
import { usePhoneCountry } from '../../hooks/use-phone-country'
import { useTenantChoice } from '../hooks/use-tenant-choice'
import { LoginFormFooter } from './login-form-footer'
import { TenantSelect } from './tenant-select'

// The picker shows only with the tenant's language switch on, so Select loads only then.
const CountrySelect = lazy(() =>
  import('../../components/country-select').then((module) => ({ default: module.CountrySelect })),
)

type PhoneLoginValues = { phone: string; smsCode: string; tenantId?: string; captcha?: string }

export type PhoneLoginFormProps = { flow: LoginFlow }

/** SMS-code login (spec §2): country (with the language switch), phone, a 6-digit code with its send button. */
export const PhoneLoginForm = ({ flow }: PhoneLoginFormProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const countryId = useId()
  const [form] = Form.useForm<PhoneLoginValues>()
  const { hasCountryPicker, countries, isLoading, country, phoneRule, chooseCountry } = usePhoneCountry()
  const checkPhone = (value: string | undefined) => checkLoginPhone(value, phoneRule.pattern)
  const { tenants, lookUpTenants, resolveTenant, isLookingUp } = useTenantChoice(
    (value) => !checkPhone(value),
  )
  const smsCode = useSendCode()
  const [sendError, setSendError] = useState<string | null>(null)
  const [isFilled, setIsFilled] = useState(false)

  // Another country, another pattern: check a phone already typed against the new one once it is rendered.
  useEffect(() => {
    if (form.isFieldTouched('phone')) void form.validateFields(['phone']).catch(() => undefined)
  }, [form, country?.code])

  const handleSend = async () => {
    const phone = await form.validateFields(['phone']).then(
      (values) => values.phone,
      () => null,
    )
    if (!phone) return
    setSendError(null)
    await smsCode
      .send(() => sendLoginSmsCode({ mobile: phone, countryCode: country?.countryCode }))
      .catch((error: unknown) => setSendError(toErrorMessage(error, t)))
  }
  const handleFinish = async ({ phone, smsCode: code, tenantId, captcha }: PhoneLoginValues) => {
    const tenant = await resolveTenant(phone, tenantId)
    if (tenant.isMissing) {
      form.setFieldValue('tenantId', undefined)
      await form.validateFields(['tenantId']).catch(() => undefined)
      return
    }
    const credentials = {
      loginType: 'phone' as const,
      phone,
      smsCode: code,
      countryCode: country?.countryCode,
      tenantId: tenant.tenantId,
    }
    await flow.submit({
      credentials,
      captchaAnswer: captcha,
      onCaptchaUsed: () => form.resetFields(['captcha']),
    })
  }
  const handleValuesChange = (_changed: unknown, values: Partial<PhoneLoginValues>) =>
    setIsFilled(Boolean(values.phone && values.smsCode))

  return (
    <Form
      name="phone-login"
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={handleFinish}
      onValuesChange={handleValuesChange}
    >
      {hasCountryPicker && (
        <Form.Item label={t('login.country')} htmlFor={countryId}>
          <Suspense fallback={<Input id={countryId} disabled />}>
            <CountrySelect
              id={countryId}
              countries={countries}
              value={country?.code}
              isLoading={isLoading}
              onChange={chooseCountry}
            />
          </Suspense>
        </Form.Item>
      )}
      <Form.Item
        name="phone"
        label={t('login.phone')}
        rules={[toFormRule(checkPhone, t)]}
        validateTrigger="onBlur"
        normalize={toDigits}
      >
        <Input
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={phoneRule.maxLength}
          placeholder={t('contract:phone.required')}
          onBlur={() => void lookUpTenants(form.getFieldValue('phone'))}
        />
      </Form.Item>
      <Form.Item
        name="smsCode"
        label={t('login.smsCode')}
        rules={[toFormRule(checkSmsCode, t)]}
        validateTrigger="onBlur"
        normalize={toDigits}
      >
        <SmsCodeField
          placeholder={t('contract:smsCode.required')}
          sendButton={{ ...smsCode.button, onSend: () => void handleSend() }}
        />
      </Form.Item>
      {sendError && <Alert type="error" showIcon title={sendError} style={{ marginBottom: 24 }} />}
      {tenants.length > 0 && (
        <Form.Item name="tenantId" label={t('login.tenant')} rules={[toFormRule(checkTenant, t)]}>
          <TenantSelect tenants={tenants} placeholder={t('contract:tenant.required')} />
        </Form.Item>
      )}
      <LoginFormFooter flow={flow} isFilled={isFilled} isBusy={isLookingUp} />
    </Form>
  )
}
