import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'

export type SessionErrorProps = { error: unknown; onRetry: () => void }

/** The login check failed for a reason other than an ended session (network, server): say so, offer a retry. */
export const SessionError = ({ error, onRetry }: SessionErrorProps) => {
  const { t } = useTranslation()
  return (
    <Alert
      type="error"
      showIcon
      style={{ margin: 24 }}
      title={toErrorMessage(error, t)}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  )
}
