import { agentPhonePattern } from '@portal/contract'
import type { SignModel } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import Radio from 'antd/es/radio'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import type { PendingSignIn } from '../../hooks/use-status-choice'
import { agentMobileCheck } from '../../utils/phone-checks'

export type SignInDialogProps = {
  pending: PendingSignIn
  onSubmit: (signModel: SignModel, phone?: string) => void
  onCancel: () => void
}

type Values = { signModel: SignModel; phone?: string }

/**
 * Signing in to take calls (§4): the tenant's sign-in mode, and the agent's mobile for OUTPHONE, the one on their
 * staff record to begin with.
 */
export const SignInDialog = ({ pending, onSubmit, onCancel }: SignInDialogProps) => {
  const { t } = useTranslation(['telephony', 'contract'])
  const [form] = Form.useForm<Values>()
  const signModel = Form.useWatch('signModel', form) ?? pending.signModels[0]
  const pattern = agentPhonePattern(pending.phonePattern)

  const handleFinish = ({ signModel: model, phone }: Values) =>
    onSubmit(model, model === 'OUTPHONE' ? phone?.trim() : undefined)

  return (
    <Modal
      open
      title={t('signIn.title')}
      okText={t('signIn.submit')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ signModel: pending.signModels[0], phone: pending.staffPhone ?? undefined }}
        onFinish={handleFinish}
      >
        {pending.signModels.length > 1 && (
          <Form.Item name="signModel" label={t('signIn.model')}>
            <Radio.Group
              options={pending.signModels.map((model) => ({ value: model, label: t(`signIn.${model}`) }))}
            />
          </Form.Item>
        )}
        {pending.signModels.length === 1 && (
          <Form.Item name="signModel" hidden>
            <Input />
          </Form.Item>
        )}
        {signModel === 'OUTPHONE' && (
          <Form.Item
            name="phone"
            label={t('signIn.mobile')}
            rules={[toFormRule(agentMobileCheck(pattern), t)]}
          >
            <Input inputMode="tel" maxLength={16} autoComplete="tel" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
