import {
  DEFAULT_MOBILE_LENGTH,
  GLOBAL_PHONE_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  checkPassword,
  checkResetEmail,
  checkResetPhone,
  checkSmsCode,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/api/get-front-config'
import { CaptchaField } from '../../components/captcha-field'
import { SmsCodeField } from '../../components/sms-code-field'
import { toFormRule } from '@/lib/form-rules'
import { useCaptcha } from '../../hooks/use-captcha'
import { toDigits } from '../../utils/to-digits'
import { useResetPasswordSubmit, type ResetPasswordValues } from '../hooks/use-reset-password-submit'
import { useResetSmsCode } from '../hooks/use-reset-sms-code'

const RiskConfirmDialog = lazy(() =>
  import('../../components/risk-confirm-dialog').then((module) => ({
    default: module.RiskConfirmDialog,
  })),
)

const SUBMITTED_FIELDS = ['email', 'phone', 'code', 'password'] as const

/** Reset password (spec §2, §5): email, phone, picture captcha, SMS code and the new password. */
export const ResetPasswordForm = () => {
  const { t } = useTranslation(['reset', 'common', 'contract'])
  const [form] = Form.useForm<ResetPasswordValues>()
  const { data: config } = useFrontConfig()
  const isLanguageSwitchOn = config?.languageSwitchEnabled === true
  const captcha = useCaptcha('findpwd')
  const submission = useResetPasswordSubmit(form)
  const smsCode = useResetSmsCode(form, captcha, submission.setErrorMessage)
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
      <Form.Item
        name="email"
        label={t('email')}
        rules={[toFormRule(checkResetEmail, t)]}
        validateTrigger="onBlur"
      >
        <Input autoComplete="email" placeholder={t('contract:reset.emailRequired')} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('phone')}
        rules={[toFormRule(checkPhone, t)]}
        validateTrigger="onBlur"
        normalize={toDigits}
      >
        <Input
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={isLanguageSwitchOn ? GLOBAL_PHONE_MAX_DIGITS : DEFAULT_MOBILE_LENGTH}
          placeholder={t('contract:reset.phoneRequired')}
        />
      </Form.Item>
      {/* Checked by the send-code button, not by the reset: see useResetSmsCode. */}
      <Form.Item name="captcha" label={t('common:captcha.label')}>
        <CaptchaField captcha={captcha} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('smsCode')}
        rules={[toFormRule(checkSmsCode, t)]}
        validateTrigger="onBlur"
        normalize={toDigits}
      >
        <SmsCodeField
          placeholder={t('contract:smsCode.required')}
          sendButton={{ ...smsCode.button, onSend: () => void smsCode.send() }}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('newPassword')}
        rules={[toFormRule(checkPassword, t)]}
        validateTrigger="onBlur"
      >
        <Password
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder={t('contract:password.newRequired')}
        />
      </Form.Item>
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
          <RiskConfirmDialog
            open
            description={t('weakDescription')}
            fixLabel={t('refill')}
            acceptLabel={t('continue')}
            isAccepting={submission.isSubmitting}
            onFix={submission.refill}
            onAccept={submission.continueWithWeakPassword}
            onDismiss={submission.dismissWeakConfirm}
          />
        </Suspense>
      )}
    </Form>
  )
}
