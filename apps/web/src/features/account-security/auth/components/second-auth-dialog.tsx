import { checkSmsCode, type LoginResponse } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/api-error'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { SmsCodeFormItem } from '../../components/sms-code-form-item'
import { useSmsCode } from '../../hooks/use-sms-code'
import { sendSecondAuthSmsCode } from '../api/send-second-auth-sms-code'
import { useValidateSecondAuth } from '../api/validate-second-auth'

type SecondAuthValues = { code: string }

export type SecondAuthDialogProps = {
  secondAuthCode: string
  /** The account's phone, masked by the server (first 3 and last 4 digits). */
  phone: string
  onVerified: (response: LoginResponse) => void
  onClose: () => void
}

/** 短信二次验证 (spec §4): a code sent to the account's phone completes the login. */
export const SecondAuthDialog = ({ secondAuthCode, phone, onVerified, onClose }: SecondAuthDialogProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const [form] = Form.useForm<SecondAuthValues>()
  const smsCode = useSmsCode({
    form,
    request: () => sendSecondAuthSmsCode(secondAuthCode),
    onError: (message) => {
      if (message !== null) showToast('error', t('contract:smsCode.sendFailed'))
    },
  })
  const validate = useValidateSecondAuth()

  const handleFailure = (error: unknown) => {
    const text =
      error instanceof ApiError ? error.message || t('contract:smsCode.wrong') : toErrorMessage(error, t)
    form.setFields([{ name: 'code', errors: [text] }])
    showToast('error', text)
  }
  const handleFinish = ({ code }: SecondAuthValues) =>
    validate.mutate({ secondAuthCode, code }, { onSuccess: onVerified, onError: handleFailure })

  return (
    <Modal
      open
      title={t('secondAuth.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={validate.isPending} onClick={() => form.submit()}>
          {t('secondAuth.confirm')}
        </Button>
      }
    >
      <p>{t('secondAuth.hint', { phone })}</p>
      <Form name="second-auth" form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <SmsCodeFormItem
          name="code"
          label={t('login.smsCode')}
          check={checkSmsCode}
          placeholder={t('contract:smsCode.required')}
          smsCode={smsCode}
        />
      </Form>
    </Modal>
  )
}
