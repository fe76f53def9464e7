import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { toSendCodeState } from '@/lib/countdown/countdown'

export type SendCodeButtonProps = {
  hasSent: boolean
  secondsLeft: number
  isSending: boolean
  disabled?: boolean
  onSend: () => void
}

/**
 * The send-code button of an SMS code field: 获取验证码, then the seconds left (60s...), then 重新获取.
 * Its text is its accessible name, so it says at every moment what a press would do.
 */
export const SendCodeButton = ({
  hasSent,
  secondsLeft,
  isSending,
  disabled,
  onSend,
}: SendCodeButtonProps) => {
  const { t } = useTranslation()
  const state = toSendCodeState(hasSent, secondsLeft)
  const label =
    state.kind === 'idle'
      ? t('smsCode.send')
      : state.kind === 'counting'
        ? t('smsCode.counting', { seconds: state.seconds })
        : t('smsCode.again')

  return (
    // Disabled while sending rather than `loading`: Ant Design's spinner would join the accessible name.
    <Button
      disabled={disabled || isSending || state.kind === 'counting'}
      onClick={onSend}
      style={{ minWidth: 104 }}
    >
      {label}
    </Button>
  )
}
