import { outsideLineNumber } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import { useTransferOutside } from '../api/transfer-outside'
import { outsideLineCheck } from '../utils/phone-checks'

export type TransferOutsideDialogProps = { onClose: () => void }

/** 转外线 (§2): the call goes on to an outside number and the agent's leg ends. */
export const TransferOutsideDialog = ({ onClose }: TransferOutsideDialogProps) => {
  const { t } = useTranslation(['telephony', 'contract'])
  const [form] = Form.useForm<{ telephone: string }>()
  const transfer = useTransferOutside()

  const handleFinish = ({ telephone }: { telephone: string }) =>
    transfer.mutate(outsideLineNumber(telephone) ?? telephone, { onSuccess: onClose })

  return (
    <Modal
      open
      title={t('transfer.title')}
      okText={t('transfer.submit')}
      cancelText={t('cancel')}
      confirmLoading={transfer.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item name="telephone" label={t('transfer.telephone')} rules={[toFormRule(outsideLineCheck, t)]}>
          <Input inputMode="tel" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
