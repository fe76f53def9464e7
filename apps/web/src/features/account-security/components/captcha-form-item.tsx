import type { MessageKey } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import type { CaptchaState } from '../hooks/use-captcha'
import { CaptchaField } from './captcha-field'
import { CheckedFormItem } from './checked-form-item'

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
  const { t } = useTranslation()
  return (
    <CheckedFormItem name="captcha" label={t('captcha.label')} check={check}>
      <CaptchaField captcha={captcha} />
    </CheckedFormItem>
  )
}
