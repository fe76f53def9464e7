import type { LoginResponse, SecondFactorMethod } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import Segmented from 'antd/es/segmented'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useVerifyPasskey, useVerifySecondFactor } from '../api/verify-second-factor'
import { StepTotpEnrolment } from './step-totp-enrolment'

export type SecondFactorDialogProps = {
  secondAuthCode: string
  methods: SecondFactorMethod[]
  mustEnrol: boolean
  onVerified: (response: LoginResponse) => void
  onClose: () => void
}

type CodeMethod = 'totp' | 'recovery'

/**
 * 两步验证 at login beyond SMS: the authenticator app's code, a passkey, or a recovery code when the device is
 * lost; or, when the member's role requires a factor they have not got, an authenticator app set up here.
 */
export const SecondFactorDialog = ({
  secondAuthCode,
  methods,
  mustEnrol,
  onVerified,
  onClose,
}: SecondFactorDialogProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const choices = methods.filter((method) => method !== 'sms')
  const [method, setMethod] = useState<SecondFactorMethod>(choices[0] ?? 'totp')
  const verify = useVerifySecondFactor()
  const passkey = useVerifyPasskey()
  const failure = method === 'passkey' ? passkey.error : verify.error

  const handleCode = ({ code }: { code: string }) =>
    verify.mutate(
      { secondAuthCode, method: method as CodeMethod, code: code.trim() },
      { onSuccess: onVerified },
    )

  return (
    <Modal open title={t('secondFactor.title')} footer={null} onCancel={onClose} mask={{ closable: false }}>
      {mustEnrol ? (
        <StepTotpEnrolment secondAuthCode={secondAuthCode} onVerified={onVerified} />
      ) : (
        <>
          {choices.length > 1 && (
            <Segmented<SecondFactorMethod>
              block
              aria-label={t('secondFactor.method')}
              value={method}
              onChange={setMethod}
              options={choices.map((value) => ({ value, label: t(`secondFactor.${value}`) }))}
              style={{ marginBottom: 16 }}
            />
          )}
          {method === 'passkey' ? (
            <Button
              type="primary"
              block
              loading={passkey.isPending}
              onClick={() => passkey.mutate(secondAuthCode, { onSuccess: onVerified })}
            >
              {t('secondFactor.usePasskey')}
            </Button>
          ) : (
            <Form
              key={method}
              name="second-factor"
              layout="vertical"
              requiredMark={false}
              onFinish={handleCode}
            >
              <Form.Item
                name="code"
                label={t(method === 'totp' ? 'secondFactor.appCode' : 'secondFactor.recoveryCode')}
                rules={[{ required: true, whitespace: true, message: t('secondFactor.codeRequired') }]}
              >
                <Input autoComplete="one-time-code" maxLength={method === 'totp' ? 6 : 11} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={verify.isPending}>
                {t('secondAuth.confirm')}
              </Button>
            </Form>
          )}
          {Boolean(failure) && (
            <Alert type="error" showIcon title={toErrorMessage(failure, t)} style={{ marginTop: 12 }} />
          )}
        </>
      )}
    </Modal>
  )
}
