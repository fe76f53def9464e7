import type { MessageKey } from '@portal/contract'
import Form from 'antd/es/form'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/form-rules'
import type { CaptchaState } from '../hooks/use-captcha'
import { CaptchaField } from './captcha-field'

export type CaptchaFormItemProps = {
  captcha: CaptchaState
  /** The rule checked on submit; none where the captcha guards only the SMS code send, which checks it. */
  check?: (value: string | undefined) => MessageKey | null
}

/**
 * The picture captcha (图形验证码) with its image, as the `captcha` field of a form.
 * @example <CaptchaFormItem captcha={useCaptcha('register')} />
 */
export const CaptchaFormItem = ({ captcha, check }: CaptchaFormItemProps) => {
  const { t } = useTranslation(['common', 'contract'])
  return (
    <Form.Item name="captcha" label={t('captcha.label')} rules={check ? [toFormRule(check, t)] : undefined}>
      <CaptchaField captcha={captcha} />
    </Form.Item>
  )
}
