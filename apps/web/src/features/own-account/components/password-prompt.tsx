import '../translations'
import Alert from 'antd/es/alert'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'

export type PasswordPromptProps = {
  title: string
  /** Fields asked beside the password (a passkey's name). */
  children?: ReactNode
  isPending: boolean
  error: unknown
  onSubmit: (values: { currentPassword: string; name?: string }) => void
  onClose: () => void
}

/** Asks for the current password before a change to one's second factors, as the server does. */
export const PasswordPrompt = ({
  title,
  children,
  isPending,
  error,
  onSubmit,
  onClose,
}: PasswordPromptProps) => {
  const { t } = useTranslation(['own-account', 'contract'])
  const [form] = Form.useForm<{ currentPassword: string; name?: string }>()
  return (
    <Modal
      open
      title={title}
      okText={t('factors.continue')}
      cancelText={t('factors.cancel')}
      confirmLoading={isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} name="factor-password" layout="vertical" requiredMark={false} onFinish={onSubmit}>
        {children}
        <Form.Item
          name="currentPassword"
          label={t('form.currentPassword')}
          rules={[{ required: true, message: t('contract:profile.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
      {Boolean(error) && <Alert type="error" showIcon title={toErrorMessage(error, t)} />}
    </Modal>
  )
}
