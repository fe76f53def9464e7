import { FlagFilled } from '@ant-design/icons'
import { NOTICE_LEVELS, type NewsMessage } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toPlainExcerpt } from '../utils/html-excerpt'
import { MessageToggles } from './message-toggles'

export type MessageListItemProps = {
  message: NewsMessage
  isSelected: boolean
  onSelect: () => void
}

/** One message in the list: title, excerpt, day, time and notice type, a flag when important, and its toggles. */
export const MessageListItem = ({ message, isSelected, onSelect }: MessageListItemProps) => {
  const { t } = useTranslation('messages')
  const excerptId = `news-item-excerpt-${message.id}`
  return (
    <li className="news-item" data-selected={isSelected} data-read={message.isRead}>
      <button
        type="button"
        className="news-item-main"
        aria-label={message.title}
        aria-describedby={excerptId}
        aria-current={isSelected}
        onClick={onSelect}
      >
        <span className="news-item-title">
          {message.noticeLevel === NOTICE_LEVELS.important && (
            <FlagFilled role="img" aria-label={t('item.important')} style={{ color: '#f5222d' }} />
          )}
          {message.title}
        </span>
        <span id={excerptId} className="news-item-excerpt">
          {toPlainExcerpt(message.content)}
        </span>
        <span className="news-item-meta">
          <span>{message.day}</span>
          <span>{message.time}</span>
          {message.noticeTypeName && <span>{message.noticeTypeName}</span>}
        </span>
      </button>
      <MessageToggles message={message} />
    </li>
  )
}
