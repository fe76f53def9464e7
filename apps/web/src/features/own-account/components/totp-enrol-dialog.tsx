import '../translations'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { TotpEnrolSteps, type TotpEnrolStepsProps } from '@/components/second-factor/totp-enrol-steps'

export type TotpEnrolDialogProps = Omit<TotpEnrolStepsProps, 'onDone'> & { onClose: () => void }

/** The enrolment steps in a dialog. */
export const TotpEnrolDialog = ({ onClose, ...steps }: TotpEnrolDialogProps) => {
  const { t } = useTranslation('own-account')
  return (
    <Modal open title={t('factors.enrolTotp')} footer={null} onCancel={onClose} mask={{ closable: false }}>
      <TotpEnrolSteps {...steps} onDone={onClose} />
    </Modal>
  )
}
