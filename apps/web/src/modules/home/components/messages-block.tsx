import { MESSAGE_TYPES } from '@portal/contract'
import Alert from 'antd/es/alert'
import Badge from 'antd/es/badge'
import Empty from 'antd/es/empty'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { newsLink } from '@/lib/messages/news-link'
import { useLatestMessages } from '../api/get-latest-messages'
import { DashboardCard } from './dashboard-card'

const MESSAGE_CENTRE = newsLink(MESSAGE_TYPES.all)

/** 最新消息: the newest messages, each opening itself in the message centre, and a "more" link to it. */
export const MessagesBlock = () => {
  const { t } = useTranslation(['dashboard', 'contract'])
  const messages = useLatestMessages()

  const body = () => {
    if (messages.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />
    if (messages.isError) return <Alert type="error" showIcon title={toErrorMessage(messages.error, t)} />
    if (messages.data.list.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
    return (
      <ul className="dashboard-message-list">
        {messages.data.list.map((message) => (
          <li key={message.id}>
            <Link to={newsLink(MESSAGE_TYPES.all, message.id)} className="dashboard-message-link">
              {/* A read message keeps the dot's room, so the titles line up. */}
              <Badge
                status="processing"
                className={message.isRead ? 'dashboard-message-read' : undefined}
                aria-label={message.isRead ? undefined : t('messages.unread')}
                aria-hidden={message.isRead || undefined}
              />
              <span className="dashboard-message-title">{message.title}</span>
            </Link>
            <time className="dashboard-message-time" dateTime={message.effectiveStartTime}>
              {message.day} {message.time}
            </time>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <DashboardCard
      title={t('messages.title')}
      extra={
        <Link to={MESSAGE_CENTRE} aria-label={t('messages.moreLabel')}>
          {t('messages.more')}
        </Link>
      }
    >
      {body()}
    </DashboardCard>
  )
}
