import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { newsLink } from '@/lib/messages/news-link'
import { useWarningBarStore } from '../stores/warning-bar-store'
import '../translations'

/** The warning bars of showType 1 messages at the top of the workspace, each until it is dismissed. */
export const NewsWarningBar = () => {
  const { t } = useTranslation('messages')
  const warnings = useWarningBarStore((state) => state.warnings)
  const dismiss = useWarningBarStore((state) => state.dismiss)
  if (warnings.length === 0) return null
  return (
    <section aria-label={t('warning.label')}>
      {warnings.map((message) => (
        <Alert
          key={message.id}
          type="warning"
          banner
          title={message.title}
          action={<Link to={newsLink(message.messageType, message.id)}>{t('warning.open')}</Link>}
          closable={{ onClose: () => dismiss(message.id), 'aria-label': t('warning.close') }}
        />
      ))}
    </section>
  )
}
