import { checkCaptcha } from '@portal/contract'
import type { FormInstance } from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/error-message'
import type { CaptchaState } from '../../hooks/use-captcha'
import { useSendCode } from '../../hooks/use-send-code'
import { sendResetSmsCode } from '../api/send-reset-sms-code'
import type { ResetPasswordValues } from './use-reset-password-submit'

/**
 * The reset page's send-code button (spec §5): needs a valid email, phone and captcha. The captcha guards this
 * send only and is spent by it, so a new one is fetched (and the answer cleared) whatever the answer.
 */
export const useResetSmsCode = (
  form: FormInstance<ResetPasswordValues>,
  captcha: CaptchaState,
  onError: (message: string | null) => void,
) => {
  const { t } = useTranslation('contract')
  const smsCode = useSendCode()

  const send = async () => {
    const values = await form.validateFields(['email', 'phone']).catch(() => null)
    const answer = form.getFieldValue('captcha')?.trim()
    const problem = checkCaptcha(answer)
    if (problem) form.setFields([{ name: 'captcha', errors: [t(problem)] }])
    if (!values || problem || !captcha.token) return
    const query = {
      email: values.email.trim(),
      mobile: values.phone,
      captcha: answer,
      LOCAL_TOKEN: captcha.token,
    }
    onError(null)
    await smsCode
      .send(() => sendResetSmsCode(query))
      .catch((error: unknown) => onError(toErrorMessage(error, t)))
    captcha.refresh()
    form.resetFields(['captcha'])
  }

  return { send, button: smsCode.button }
}
