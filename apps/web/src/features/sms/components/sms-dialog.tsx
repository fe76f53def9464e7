import Modal from 'antd/es/modal'
import Tabs from 'antd/es/tabs'
import { useTranslation } from 'react-i18next'
import { SentSmsList } from './sent-sms-list'
import { SmsForm } from './sms-form'
import '../translations'

export type SmsDialogProps = { isOpen: boolean; onClose: () => void }

/** Single SMS from the tools menu (code sms.single): the form, and the agent's sent list with delivery status. */
export const SmsDialog = ({ isOpen, onClose }: SmsDialogProps) => {
  const { t } = useTranslation('sms')
  return (
    <Modal title={t('title')} open={isOpen} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Tabs
        items={[
          { key: 'send', label: t('title'), children: <SmsForm /> },
          { key: 'sent', label: t('sentList'), children: <SentSmsList /> },
        ]}
      />
    </Modal>
  )
}
