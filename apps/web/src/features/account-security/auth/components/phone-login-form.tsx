import { checkLoginPhone, checkSmsCode } from '@portal/contract'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountryFormItem } from '../../components/country-form-item'
import { PhoneFormItem } from '../../components/phone-form-item'
import { SmsCodeFormItem } from '../../components/sms-code-form-item'
import { usePhoneCountry } from '../../hooks/use-phone-country'
import { useSmsCode } from '../../hooks/use-sms-code'
import { sendLoginSmsCode } from '../api/send-login-sms-code'
import type { LoginFlow } from '../hooks/use-login-flow'
import { useLoginSubmit } from '../hooks/use-login-submit'
import { LoginFormLayout } from './login-form-layout'

type PhoneLoginValues = { phone: string; smsCode: string; tenantId?: string; captcha?: string }

export type PhoneLoginFormProps = { flow: LoginFlow }

/** SMS-code login (spec §2): country (with the language switch), phone, a 6-digit code with its send button. */
export const PhoneLoginForm = ({ flow }: PhoneLoginFormProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<PhoneLoginValues>()
  const phoneCountry = usePhoneCountry()
  const { country, phoneRule } = phoneCountry
  const checkPhone = (value: string | undefined) => checkLoginPhone(value, phoneRule.pattern)
  const login = useLoginSubmit(form, flow, (value) => !checkPhone(value))
  const [sendError, setSendError] = useState<string | null>(null)
  const smsCode = useSmsCode({
    form,
    fields: ['phone'],
    request: ({ phone }) => sendLoginSmsCode({ mobile: phone, countryCode: country?.countryCode }),
    onError: setSendError,
  })

  const handleFinish = ({ phone, smsCode: code }: PhoneLoginValues) =>
    login.submit({ loginType: 'phone', phone, smsCode: code, countryCode: country?.countryCode }, phone)

  return (
    <LoginFormLayout
      name="phone-login"
      form={form}
      requiredFields={['phone', 'smsCode']}
      flow={flow}
      login={login}
      onFinish={handleFinish}
    >
      <CountryFormItem label={t('login.country')} country={phoneCountry} phoneField="phone" />
      <PhoneFormItem
        name="phone"
        label={t('login.phone')}
        check={checkPhone}
        maxLength={phoneRule.maxLength}
        placeholder={t('contract:phone.required')}
        onBlur={() => void login.lookUpTenants(form.getFieldValue('phone'))}
      />
      <SmsCodeFormItem
        name="smsCode"
        label={t('login.smsCode')}
        check={checkSmsCode}
        placeholder={t('contract:smsCode.required')}
        smsCode={smsCode}
        isCheckedOnBlur
      />
      {sendError && <Alert type="error" showIcon title={sendError} style={{ marginBottom: 24 }} />}
    </LoginFormLayout>
  )
}
