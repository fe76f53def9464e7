import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/api-error'

export type SignInFailedDialogProps = { error: unknown; onClose: () => void }

/**
 * 签入失败 (§8): the one real reason the server found (no call centre, no skill group, no number, a mode the
 * tenant does not allow, its SIP server out of reach, seat limit, phone and video); when no answer came at all,
 * the possible reasons.
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
