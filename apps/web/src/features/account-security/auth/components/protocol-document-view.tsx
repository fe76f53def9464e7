import { useTranslation } from 'react-i18next'
import type { ProtocolStep } from '../utils/protocol-steps'

export type ProtocolDocumentViewProps = { step: ProtocolStep }

/**
 * One protocol document: framed when it is ours, in a frame with every sandbox restriction on (no scripts, no
 * forms, its own opaque origin); otherwise a link to read it in a new window.
 */
export const ProtocolDocumentView = ({ step }: ProtocolDocumentViewProps) => {
  const { t } = useTranslation('auth')
  return (
    <>
      {step.frameSrc && (
        <iframe
          src={step.frameSrc}
          title={step.title}
          sandbox=""
          style={{ display: 'block', width: '100%', height: '55vh', border: 'none' }}
        />
      )}
      {step.href && (
        <p style={{ margin: '12px 0 0' }}>
          <a href={step.href} target="_blank" rel="noopener noreferrer">
            {t('protocol.openInNewWindow', { title: step.title })}
          </a>
        </p>
      )}
    </>
  )
}
