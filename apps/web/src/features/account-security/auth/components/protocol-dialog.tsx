import { DIALOG_WIDTHS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import Spin from 'antd/es/spin'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProtocols } from '../api/get-protocols'
import { toProtocolSteps } from '../utils/protocol-steps'
import { ProtocolDocumentView } from './protocol-document-view'

export type ProtocolDialogProps = { onAgree: () => void; onClose: () => void }

/**
 * The protocol dialog (spec §2, width 720): the user agreement with 同意并继续, then the privacy policy with
 * 同意并登录, which ticks the checkbox and logs in.
 */
export const ProtocolDialog = ({ onAgree, onClose }: ProtocolDialogProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  const protocols = useProtocols()
  const [stepIndex, setStepIndex] = useState(0)
  const steps = toProtocolSteps(protocols.data ?? [], window.location.origin)
  const step = steps[stepIndex]
  const isLastStep = stepIndex >= steps.length - 1

  const handleContinue = () => setStepIndex((index) => index + 1)

  return (
    <Modal
      open
      width={DIALOG_WIDTHS.protocol}
      title={step?.title ?? t('protocol.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        isLastStep ? (
          <Button type="primary" onClick={onAgree} disabled={protocols.isPending}>
            {t('protocol.agreeAndLogIn')}
          </Button>
        ) : (
          <Button type="primary" onClick={handleContinue}>
            {t('protocol.agreeAndContinue')}
          </Button>
        )
      }
    >
      {protocols.isPending && <Spin style={{ display: 'block', padding: 48 }} />}
      {protocols.isError && <Alert type="error" showIcon title={t('contract:protocol.fetchFailed')} />}
      {step && <ProtocolDocumentView key={stepIndex} step={step} />}
    </Modal>
  )
}
