import {
  DEFAULT_MOBILE_LENGTH,
  checkPictureCaptcha,
  checkRegisterCode,
  checkRegisterMobile,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { CaptchaFormItem } from '../../components/captcha-form-item'
import { PhoneFormItem } from '../../components/phone-form-item'
import { SmsCodeFormItem } from '../../components/sms-code-form-item'
import { useCaptcha } from '../../hooks/use-captcha'
import { useSmsCode } from '../../hooks/use-sms-code'
import { sendRegisterSmsCode } from '../api/send-register-sms-code'
import { useValidateRegisterPhone } from '../api/validate-register-phone'

type PhoneStepValues = { mobile: string; captcha?: string; code: string }

export type PhoneStepProps = { onVerified: (result: { phone: string; authorization: string }) => void }

/** Registration step 1, 手机验证: mobile, picture captcha and SMS code; 下一步 checks the code. */
export const PhoneStep = ({ onVerified }: PhoneStepProps) => {
  const { t } = useTranslation(['register', 'contract'])
  const [form] = Form.useForm<PhoneStepValues>()
  const captcha = useCaptcha('register')
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  // The send needs a valid mobile and the picture captcha (请输入图形验证码), which guards it.
  const smsCode = useSmsCode({
    form,
    fields: ['mobile'],
    captcha: { state: captcha, check: checkPictureCaptcha },
    request: ({ mobile }, proof) => sendRegisterSmsCode({ mobile, ...proof }),
    onError: setErrorMessage,
  })
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
      <PhoneFormItem
        name="mobile"
        label={t('mobile')}
        check={checkRegisterMobile}
        maxLength={DEFAULT_MOBILE_LENGTH}
        placeholder={t('contract:register.mobileRequired')}
      />
      <CaptchaFormItem captcha={captcha} />
      <SmsCodeFormItem
        name="code"
        label={t('smsCode')}
        check={checkRegisterCode}
        placeholder={t('contract:register.codeRequired')}
        smsCode={smsCode}
      />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={validate.isPending}>
          {t('next')}
        </Button>
      </Form.Item>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 24 }} />}
    </Form>
  )
}
