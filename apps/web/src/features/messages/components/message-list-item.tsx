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

/**
 * One message in the list: title, excerpt, day, time and notice type, a flag when important, and its toggles.
 * The button holds the title alone, so its name is the text it shows; it covers the whole item for the pointer,
 * and the excerpt (with "important" before it) describes it.
 */
export const MessageListItem = ({ message, isSelected, onSelect }: MessageListItemProps) => {
  const { t } = useTranslation('messages')
  const excerptId = `news-item-excerpt-${message.id}`
  const importantId = `news-item-important-${message.id}`
  const isImportant = message.noticeLevel === NOTICE_LEVELS.important
  return (
    <li className="news-item" data-selected={isSelected} data-read={message.isRead}>
      <button
        type="button"
        className="news-item-main"
        aria-label={message.title}
        aria-describedby={isImportant ? `${importantId} ${excerptId}` : excerptId}
        aria-current={isSelected}
        onClick={onSelect}
      >
        {isImportant && <FlagFilled aria-hidden className="news-item-flag" />}
        <span className="news-item-title">{message.title}</span>
      </button>
      {isImportant && (
        <span id={importantId} className="portal-visually-hidden">
          {t('item.important')}
        </span>
      )}
      <span id={excerptId} className="news-item-excerpt">
        {toPlainExcerpt(message.content)}
      </span>
      <span className="news-item-meta">
        <span>{message.day}</span>
        <span>{message.time}</span>
        {message.noticeTypeName && <span>{message.noticeTypeName}</span>}
      </span>
      <MessageToggles message={message} />
    </li>
  )
}
