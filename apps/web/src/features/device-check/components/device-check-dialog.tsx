import '../translations'
import { DIALOG_WIDTHS, HEADER_PERMISSIONS, RECOMMENDED_CHROME_VERSIONS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/lib/access/permission'
import { useMicrophoneCheck } from '../hooks/use-microphone-check'
import { browserAdviceOf } from '../utils/browser-advice'

export type DeviceCheckDialogProps = { onClose: () => void }

const MICROPHONE_ALERTS = {
  checking: 'info',
  ok: 'success',
  denied: 'warning',
  missing: 'warning',
  busy: 'warning',
  unsupported: 'warning',
  failed: 'error',
} as const

/**
 * The device check (spec §2, width 372): the browser against the recommended Chrome versions (browser_test)
 * and the microphone's permission and presence (voice_test).
 */
export const DeviceCheckDialog = ({ onClose }: DeviceCheckDialogProps) => {
  const { t } = useTranslation('device-check')
  const advice = browserAdviceOf(navigator.userAgent)
  const microphone = useMicrophoneCheck()
  const range = { min: RECOMMENDED_CHROME_VERSIONS.min, max: RECOMMENDED_CHROME_VERSIONS.max }
  const browserText =
    advice.kind === 'notChrome'
      ? t('browser.notChrome', range)
      : t(`browser.${advice.kind}`, { ...range, version: advice.version })

  return (
    <Modal
      open
      title={t('title')}
      width={DIALOG_WIDTHS.deviceCheck}
      onCancel={onClose}
      footer={[
        <Button key="recheck" onClick={microphone.recheck} disabled={microphone.result === 'checking'}>
          {t('recheck')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <Permission code={HEADER_PERMISSIONS.browserTest}>
        <section aria-label={t('browser.title')} className="device-check-section">
          <h3>{t('browser.title')}</h3>
          <Alert type={advice.kind === 'recommended' ? 'success' : 'warning'} showIcon title={browserText} />
        </section>
      </Permission>
      <Permission code={HEADER_PERMISSIONS.voiceTest}>
        <section aria-label={t('microphone.title')} className="device-check-section">
          <h3>{t('microphone.title')}</h3>
          <Alert
            type={MICROPHONE_ALERTS[microphone.result]}
            showIcon
            title={t(`microphone.${microphone.result}`)}
          />
        </section>
      </Permission>
    </Modal>
  )
}
