import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/api-error'

export type SignInFailedDialogProps = { error: unknown; onClose: () => void }

/**
 * 签入失败 (§8): the server's message when it gave one (seat limit, phone and video), else the possible reasons
 * (no cloud call centre, no call permission or skill group, a network fault).
 */
export const SignInFailedDialog = ({ error, onClose }: SignInFailedDialogProps) => {
  const { t } = useTranslation(['contract', 'telephony'])
  const serverMessage = error instanceof ApiError ? error.message : ''
  return (
    <Modal
      open
      title={t('telephony.signInFailed')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('telephony:signIn.understood')}
        </Button>
      }
    >
      <p>{serverMessage || t('telephony.signInFailedReasons')}</p>
    </Modal>
  )
}
