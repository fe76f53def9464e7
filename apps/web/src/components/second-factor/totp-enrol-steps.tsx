import './translations'
import type { TotpSetup } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { RecoveryCodesView } from './recovery-codes-view'

export type TotpEnrolStepsProps = {
  setup: TotpSetup
  isPending: boolean
  error: unknown
  /** Confirms the app's first code; @returns the recovery codes to show (none when the old ones stay). */
  onConfirm: (code: string) => Promise<string[]>
  onDone: () => void
}

/**
 * An authenticator app's enrolment once its secret exists: the QR code and the secret to type, the app's first
 * code, then the recovery codes shown once. Used under 个人信息 and inside a login whose role requires a factor.
 */
export const TotpEnrolSteps = ({ setup, isPending, error, onConfirm, onDone }: TotpEnrolStepsProps) => {
  const { t } = useTranslation(['second-factor', 'contract'])
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const handleFinish = async ({ code }: { code: string }) => {
    // A refused code is shown by `error`; the form stays for another try.
    const codes = await onConfirm(code.trim()).catch(() => null)
    if (codes?.length === 0) onDone()
    else if (codes) setRecoveryCodes(codes)
  }

  if (recoveryCodes)
    return (
      <>
        <RecoveryCodesView codes={recoveryCodes} />
        <Button type="primary" onClick={onDone}>
          {t('savedCodes')}
        </Button>
      </>
    )
  return (
    <Form
      name="totp-enrol"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void handleFinish(values)}
    >
      <p>{t('scanHint')}</p>
      <img src={setup.qrCode} alt={t('qrCode')} width={200} height={200} />
      <p>
        {t('secret')}: <code aria-label={t('secret')}>{setup.secret}</code>
      </p>
      <Form.Item name="code" label={t('appCode')} rules={[{ required: true, message: t('appCodeRequired') }]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      {Boolean(error) && (
        <Alert type="error" showIcon title={toErrorMessage(error, t)} style={{ marginBottom: 12 }} />
      )}
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('confirm')}
      </Button>
    </Form>
  )
}
