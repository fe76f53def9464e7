import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'
import { readProductId } from '../utils/read-product-id'
import { QrLoginPanel } from './qr-login-panel'

export type QrLoginDialogProps = {
  /** The message's extendContent, holding the chat robot's productId. */
  extendContent: string | null
  onClose: () => void
}

/** The QR login dialog of a subType 610 message (spec §2 dialogs): polls while open, closes on success. */
export const QrLoginDialog = ({ extendContent, onClose }: QrLoginDialogProps) => {
  const { t } = useTranslation('messages')
  const productId = readProductId(extendContent)
  return (
    <Modal open title={t('qr.title')} footer={null} width={360} onCancel={onClose} destroyOnHidden>
      {productId ? (
        <QrLoginPanel productId={productId} onConfirmed={onClose} />
      ) : (
        <p role="alert">{t('qr.noProduct')}</p>
      )}
    </Modal>
  )
}
