import { DEFAULT_MOBILE_LENGTH, checkRegisterCode, checkRegisterMobile } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CaptchaField } from '../../components/captcha-field'
import { SmsCodeField } from '../../components/sms-code-field'
import { toErrorMessage } from '@/lib/error-message'
import { toFormRule } from '@/lib/form-rules'
import { useCaptcha } from '../../hooks/use-captcha'
import { toDigits } from '../../utils/to-digits'
import { useValidateRegisterPhone } from '../api/validate-register-phone'
import { useRegisterSmsCode, type PhoneStepValues } from '../hooks/use-register-sms-code'

export type PhoneStepProps = { onVerified: (result: { phone: string; authorization: string }) => void }

/** Registration step 1, 手机验证: mobile, picture captcha and SMS code; 下一步 checks the code. */
export const PhoneStep = ({ onVerified }: PhoneStepProps) => {
  const { t } = useTranslation(['register', 'common', 'contract'])
  const [form] = Form.useForm<PhoneStepValues>()
  const captcha = useCaptcha('register')
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const smsCode = useRegisterSmsCode(form, captcha, setErrorMessage)
  const validate = useValidateRegisterPhone()

  const handleFinish = ({ mobile, code }: PhoneStepValues) => {
    setErrorMessage(null)
    validate.mutate(
      { phone: mobile, code },
      {
        onSuccess: ({ authorization }) => onVerified({ phone: mobile, authorization }),
        onError: (error) => {
          setErrorMessage(toErrorMessage(error, t))
          captcha.refresh()
        },
      },
    )
  }

  return (
    <Form
      name="register-phone"
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={handleFinish}
    >
      <Form.Item
        name="mobile"
        label={t('mobile')}
        rules={[toFormRule(checkRegisterMobile, t)]}
        validateTrigger="onBlur"
        normalize={toDigits}
      >
        <Input
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={DEFAULT_MOBILE_LENGTH}
          placeholder={t('contract:register.mobileRequired')}
        />
      </Form.Item>
      {/* Checked by the send-code button, which is what the captcha guards. */}
      <Form.Item name="captcha" label={t('common:captcha.label')}>
        <CaptchaField captcha={captcha} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('smsCode')}
        rules={[toFormRule(checkRegisterCode, t)]}
        normalize={toDigits}
      >
        <SmsCodeField
          placeholder={t('contract:register.codeRequired')}
          sendButton={{ ...smsCode.button, onSend: () => void smsCode.send() }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={validate.isPending}>
          {t('next')}
        </Button>
      </Form.Item>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 24 }} />}
    </Form>
  )
}
