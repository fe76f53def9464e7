import { checkCaptcha } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { CaptchaFormItem } from '../../components/captcha-form-item'
import type { LoginFlow } from '../hooks/use-login-flow'
import { ProtocolCheckbox } from './protocol-checkbox'

export type LoginFormFooterProps = { flow: LoginFlow; isFilled: boolean; isBusy: boolean }

/**
 * What both login forms end with: the picture captcha once the server asks for it, the protocol checkbox, the
 * login button (disabled while a field is empty, or until the demanded agreement is ticked) and the failure.
 */
export const LoginFormFooter = ({ flow, isFilled, isBusy }: LoginFormFooterProps) => {
  const { t } = useTranslation('auth')
  const { protocol, registerFormSubmit } = flow
  const form = Form.useFormInstance()
  useEffect(() => registerFormSubmit(() => form.submit()), [registerFormSubmit, form])
  const isWaitingForAgreement = protocol.isDemanded && !protocol.isAgreed

  return (
    <>
      {flow.isCaptchaRequired && <CaptchaFormItem captcha={flow.captcha} check={checkCaptcha} />}
      {protocol.isShown && <ProtocolCheckbox protocol={protocol} onOpenDocuments={flow.openProtocol} />}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={flow.isSubmitting || isBusy}
          disabled={!isFilled || isWaitingForAgreement}
        >
          {t('login.submit')}
        </Button>
      </Form.Item>
      {flow.errorMessage && <Alert type="error" showIcon title={flow.errorMessage} />}
    </>
  )
}
