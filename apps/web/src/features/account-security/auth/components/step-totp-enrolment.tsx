import type { LoginResponse } from '@portal/contract'
import Alert from 'antd/es/alert'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpEnrolSteps } from '@/components/second-factor/totp-enrol-steps'
import { toErrorMessage } from '@/lib/api/error-message'
import { useConfirmStepTotp, useStartStepTotp } from '../api/verify-second-factor'

export type StepTotpEnrolmentProps = {
  secondAuthCode: string
  onVerified: (response: LoginResponse) => void
}

/**
 * The member's role requires a second factor and they have none: an authenticator app is set up inside the
 * login, whose session starts once the app's first code is right and the recovery codes have been seen.
 */
export const StepTotpEnrolment = ({ secondAuthCode, onVerified }: StepTotpEnrolmentProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const start = useStartStepTotp()
  const confirm = useConfirmStepTotp()
  const hasStarted = useRef(false)
  const answer = useRef<LoginResponse | null>(null)
  useEffect(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    start.mutate(secondAuthCode)
  }, [start, secondAuthCode])

  if (start.isError) return <Alert type="error" showIcon title={toErrorMessage(start.error, t)} />
  if (!start.data) return null
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('contract:secondFactor.enrolRequired')}
        style={{ marginBottom: 12 }}
      />
      <TotpEnrolSteps
        setup={start.data}
        isPending={confirm.isPending}
        error={confirm.error}
        onConfirm={async (code) => {
          const { recoveryCodes, ...response } = await confirm.mutateAsync({ secondAuthCode, code })
          answer.current = response
          return recoveryCodes
        }}
        onDone={() => answer.current && onVerified(answer.current)}
      />
    </>
  )
}
