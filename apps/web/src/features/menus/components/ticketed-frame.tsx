import Alert from 'antd/es/alert'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useExtendTicket } from '../api/get-extend-ticket'

export type TicketedFrameProps = { url: string; title: string }

/**
 * An openType-1 page in a sandboxed iframe, loaded through a short-lived single-use ticket (never the session
 * token); a url the server refuses shows its message.
 */
export const TicketedFrame = ({ url, title }: TicketedFrameProps) => {
  const { t } = useTranslation('menus')
  const ticketed = useExtendTicket(url)
  if (ticketed.isPending) return <Spin aria-label={t('opening')} style={{ margin: 48 }} />
  if (ticketed.isError)
    return <Alert type="error" showIcon title={toErrorMessage(ticketed.error, t)} style={{ margin: 24 }} />
  return (
    <iframe
      src={ticketed.data.url}
      title={title}
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      referrerPolicy="same-origin"
    />
  )
}
