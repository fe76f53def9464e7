import { QR_LOGIN_STATUS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Spin from 'antd/es/spin'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NetworkError } from '@/lib/api/api-error'
import { showToast } from '@/lib/ui/toast'
import { useChatRobotAccount } from '../api/get-chat-robot-account'
import { useChatRobotQrCode } from '../api/get-chat-robot-qr-code'

export type QrLoginPanelProps = { productId: string; onConfirmed: () => void }

// The spec's two QR failure texts: no answer at all, or any failing answer.
const qrErrorKey = (error: unknown) =>
  error instanceof NetworkError ? 'contract:network.error' : 'contract:qr.systemError'

/** The robot's account, the QR code (polled as qrPollDelay says) and its status; an expired code can be refreshed. */
export const QrLoginPanel = ({ productId, onConfirmed }: QrLoginPanelProps) => {
  const { t } = useTranslation('messages')
  const [generation, setGeneration] = useState(0)
  const account = useChatRobotAccount(productId)
  const qrCode = useChatRobotQrCode(productId, generation, account.isSuccess)
  const status = qrCode.data?.status
  const handleConfirmed = useEffectEvent(() => {
    showToast('success', t('qr.confirmed'))
    onConfirmed()
  })

  useEffect(() => {
    if (status === QR_LOGIN_STATUS.confirmed) handleConfirmed()
  }, [status])

  const error = account.error ?? qrCode.error
  if (error) return <Alert type="error" showIcon title={t(qrErrorKey(error))} />
  if (!account.data || !qrCode.data) {
    return (
      <div className="news-list-footer">
        <Spin />
      </div>
    )
  }
  return (
    <div>
      <p>{t('qr.account', { name: account.data.accountName })}</p>
      <img
        className="news-qr-image"
        src={`data:image/png;base64,${qrCode.data.qrcode}`}
        alt={t('qr.image')}
        style={{ opacity: status === QR_LOGIN_STATUS.expired ? 0.3 : 1 }}
      />
      <p role="status" style={{ textAlign: 'center' }}>
        {t(`qr.${status ?? 'waiting'}`)}
      </p>
      {status === QR_LOGIN_STATUS.expired && (
        <Button block type="primary" onClick={() => setGeneration((current) => current + 1)}>
          {t('qr.refresh')}
        </Button>
      )}
    </div>
  )
}
