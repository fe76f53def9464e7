import { ACTIVATION_LINK_VALID_MS, ACTIVATION_RESEND_AFTER_MS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCountdown } from '@/lib/countdown/use-countdown'
import { showToast } from '@/lib/ui/toast'
import { useResendActivation } from '../api/resend-activation'

const RESEND_AFTER_S = ACTIVATION_RESEND_AFTER_MS / 1000
const LINK_VALID_MINUTES = ACTIVATION_LINK_VALID_MS / 60_000

export type EmailStepProps = { emailId: string; email: string }

/** Registration step 3, 邮箱验证: the activation e-mail went out; 重新发送 opens 30 s after the last send. */
export const EmailStep = ({ emailId, email }: EmailStepProps) => {
  const { t } = useTranslation(['register', 'contract'])
  const { secondsLeft, start } = useCountdown(RESEND_AFTER_S)
  const resend = useResendActivation()

  const handleResend = () =>
    resend.mutate(
      { id: emailId, email },
      {
        onSuccess: () => {
          start(RESEND_AFTER_S)
          showToast('success', t('resent'))
        },
      },
    )

  return (
    <div>
      <Alert type="success" showIcon title={t('sent', { email, minutes: LINK_VALID_MINUTES })} />
      <p style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '24px 0' }}>
        <Button onClick={handleResend} loading={resend.isPending} disabled={secondsLeft > 0}>
          {t('resend')}
        </Button>
        {secondsLeft > 0 && <span aria-live="off">{t('resendIn', { seconds: secondsLeft })}</span>}
      </p>
      {resend.isError && <Alert type="error" showIcon title={toErrorMessage(resend.error, t)} />}
    </div>
  )
}
