import { outsideLineNumber } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toFormRule } from '@/lib/forms/form-rules'
import { useTransferOutside } from '../../api/calls/transfer-outside'
import { outsideLineCheck } from '../../utils/phone-checks'

export type TransferOutsideDialogProps = { onClose: () => void }

/** 转外线 (§2): the call goes on to an outside number and the agent's leg ends, once they confirm the number. */
export const TransferOutsideDialog = ({ onClose }: TransferOutsideDialogProps) => {
  const { t } = useTranslation(['telephony', 'contract'])
  const [form] = Form.useForm<{ telephone: string }>()
  const transfer = useTransferOutside()
  // The number checked, waiting for the agent to confirm: the transfer ends their leg of the call.
  const [number, setNumber] = useState<string | null>(null)

  const handleFinish = ({ telephone }: { telephone: string }) =>
    setNumber(outsideLineNumber(telephone) ?? telephone)
  const handleOk = () => (number ? transfer.mutate(number, { onSuccess: onClose }) : form.submit())

  return (
    <Modal
      open
      title={t('transfer.title')}
      okText={number ? t('transfer.confirm') : t('transfer.submit')}
      cancelText={t('cancel')}
      confirmLoading={transfer.isPending}
      onOk={handleOk}
      onCancel={onClose}
    >
      {number ? (
        <p>{t('transfer.confirmOutside', { number })}</p>
      ) : (
        <Form form={form} layout="vertical" onFinish={handleFinish}>
          <Form.Item
            name="telephone"
            label={t('transfer.telephone')}
            rules={[toFormRule(outsideLineCheck, t)]}
          >
            <Input inputMode="tel" maxLength={32} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
