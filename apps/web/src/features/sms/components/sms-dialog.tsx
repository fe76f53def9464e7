import Modal from 'antd/es/modal'
import Tabs from 'antd/es/tabs'
import { useTranslation } from 'react-i18next'
import { SentSmsList } from './sent-sms-list'
import { SmsForm, type SmsCustomer } from './sms-form'
import '../translations'

export type SmsDialogProps = { isOpen: boolean; onClose: () => void; customer?: SmsCustomer }

/**
 * Single SMS (code sms.single) from the tools menu, or to one customer from the customer centre: the form, and the
 * agent's sent list with delivery status.
 */
export const SmsDialog = ({ isOpen, onClose, customer }: SmsDialogProps) => {
  const { t } = useTranslation('sms')
  return (
    <Modal title={t('title')} open={isOpen} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Tabs
        items={[
          { key: 'send', label: t('title'), children: <SmsForm customer={customer} /> },
          { key: 'sent', label: t('sentList'), children: <SentSmsList /> },
        ]}
      />
    </Modal>
  )
}
