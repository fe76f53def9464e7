import { checkPictureCaptcha } from '@portal/contract'
import type { FormInstance } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/error-message'
import type { CaptchaState } from '../../hooks/use-captcha'
import { useSendCode } from '../../hooks/use-send-code'
import { sendRegisterSmsCode } from '../api/send-register-sms-code'

export type PhoneStepValues = { mobile: string; captcha?: string; code: string }

/**
 * Step 1's send-code button (spec §5): needs a valid mobile and the picture captcha (请输入图形验证码). The
 * captcha is spent by each send, so a new one is fetched and its answer cleared whatever the answer.
 */
export const useRegisterSmsCode = (
  form: FormInstance<PhoneStepValues>,
  captcha: CaptchaState,
  onError: (message: string | null) => void,
) => {
  const { t } = useTranslation('contract')
  const smsCode = useSendCode()

  const send = async () => {
    const values = await form.validateFields(['mobile']).catch(() => null)
    const answer = form.getFieldValue('captcha')?.trim()
    const problem = checkPictureCaptcha(answer)
    if (problem) form.setFields([{ name: 'captcha', errors: [t(problem)] }])
    if (!values || problem || !captcha.token) return
    onError(null)
    await smsCode
      .send(() =>
        sendRegisterSmsCode({ mobile: values.mobile, captcha: answer, LOCAL_TOKEN: captcha.token ?? '' }),
      )
      .catch((error: unknown) => onError(toErrorMessage(error, t)))
    captcha.refresh()
    form.resetFields(['captcha'])
  }

  return { send, button: smsCode.button }
}
