import {
  DEFAULT_MOBILE_LENGTH,
  GLOBAL_PHONE_MAX_DIGITS,
  checkCaptcha,
  checkResetEmail,
  checkResetPhone,
  checkSmsCode,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { CaptchaFormItem } from '../../components/captcha-form-item'
import { EmailFormItem } from '../../components/email-form-item'
import { PasswordFormItem } from '../../components/password-form-item'
import { PhoneFormItem } from '../../components/phone-form-item'
import { SmsCodeFormItem } from '../../components/sms-code-form-item'
import { useCaptcha } from '../../hooks/use-captcha'
import { useSmsCode } from '../../hooks/use-sms-code'
import { sendResetSmsCode } from '../api/send-reset-sms-code'
import { useResetPasswordSubmit, type ResetPasswordValues } from '../hooks/use-reset-password-submit'

// Asked only for a weak password, so the risk box loads when it first shows.
const WeakPasswordDialog = lazyWithRetry(() =>
  import('../../components/weak-password-dialog').then((module) => ({
    default: module.WeakPasswordDialog,
  })),
)

const SUBMITTED_FIELDS = ['email', 'phone', 'code', 'password'] as const

/** Reset password (spec §2, §5): email, phone, picture captcha, SMS code and the new password. */
export const ResetPasswordForm = () => {
  const { t } = useTranslation(['reset', 'contract'])
  const [form] = Form.useForm<ResetPasswordValues>()
  const { data: config } = useFrontConfig()
  const isLanguageSwitchOn = config?.languageSwitchEnabled === true
  const captcha = useCaptcha('findpwd')
  const submission = useResetPasswordSubmit(form)
  // The send needs a valid email, phone and captcha; the captcha guards this send only.
  const smsCode = useSmsCode({
    form,
    fields: ['email', 'phone'],
    captcha: { state: captcha, check: checkCaptcha },
    request: ({ email, phone }, proof) => sendResetSmsCode({ email: email.trim(), mobile: phone, ...proof }),
    onError: submission.setErrorMessage,
  })
  const [filled, setFilled] = useState({ isEveryFieldFilled: false, isCaptchaFilled: false })

  const checkPhone = (value: string | undefined) => checkResetPhone(value, isLanguageSwitchOn)
  // The captcha only guards sending the code, and each send spends it: once a code is sent it may stay empty.
  const isCaptchaOwed = !smsCode.button.hasSent && !filled.isCaptchaFilled
  const handleValuesChange = (_changed: unknown, values: Partial<ResetPasswordValues>) =>
    setFilled({
      isEveryFieldFilled: SUBMITTED_FIELDS.every((field) => Boolean(values[field])),
      isCaptchaFilled: Boolean(values.captcha),
    })

  return (
    <Form
      name="reset-password"
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={submission.submit}
      onValuesChange={handleValuesChange}
    >
      <EmailFormItem
        label={t('email')}
        check={checkResetEmail}
        placeholder={t('contract:reset.emailRequired')}
      />
      <PhoneFormItem
        name="phone"
        label={t('phone')}
        check={checkPhone}
        maxLength={isLanguageSwitchOn ? GLOBAL_PHONE_MAX_DIGITS : DEFAULT_MOBILE_LENGTH}
        placeholder={t('contract:reset.phoneRequired')}
      />
      <CaptchaFormItem captcha={captcha} />
      <SmsCodeFormItem
        name="code"
        label={t('smsCode')}
        check={checkSmsCode}
        placeholder={t('contract:smsCode.required')}
        smsCode={smsCode}
        isCheckedOnBlur
      />
      <PasswordFormItem
        name="password"
        label={t('newPassword')}
        isNew
        placeholder={t('contract:password.newRequired')}
        isCheckedOnBlur
      />
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submission.isSubmitting}
          disabled={!filled.isEveryFieldFilled || isCaptchaOwed}
        >
          {t('submit')}
        </Button>
      </Form.Item>
      {submission.errorMessage && <Alert type="error" showIcon title={submission.errorMessage} />}
      {submission.isWeakConfirmOpen && (
        <Suspense>
          <WeakPasswordDialog
            submission={submission}
            description={t('weakDescription')}
            fixLabel={t('refill')}
            acceptLabel={t('continue')}
          />
        </Suspense>
      )}
    </Form>
  )
}
