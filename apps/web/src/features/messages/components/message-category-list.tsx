import { CheckSquareOutlined } from '@ant-design/icons'
import { BADGE_CAP, type MessageType } from '@portal/contract'
import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useMarkAllRead } from '../api/mark-all-read'
import type { MessageCategory } from '../utils/message-categories'

export type MessageCategoryListProps = {
  categories: readonly MessageCategory[]
  selected: MessageType
  onSelect: (type: MessageType) => void
}

/**
 * The left column: the categories the user may see with their unread counts, and mark-all-read. A category's
 * button shows its name alone (its accessible name adds the count); the badge beside it repeats the count to the eye.
 */
export const MessageCategoryList = ({ categories, selected, onSelect }: MessageCategoryListProps) => {
  const { t } = useTranslation('messages')
  const markAllRead = useMarkAllRead()
  const markAllLabel = t('categories.markAllRead', { category: t(`category.${selected}`) })

  return (
    <nav className="news-column" aria-label={t('categories.label')}>
      <div className="news-column-head">
        <span>{t('categories.label')}</span>
        <Tooltip title={markAllLabel}>
          <Button
            type="text"
            size="small"
            icon={<CheckSquareOutlined aria-hidden />}
            aria-label={markAllLabel}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(selected)}
          />
        </Tooltip>
      </div>
      <ul className="news-column-body news-plain-list">
        {categories.map(({ type, unread }) => (
          <li key={type} className="news-category-item">
            <button
              type="button"
              className="news-category"
              aria-current={type === selected}
              aria-label={
                unread > 0
                  ? t('categories.withUnread', { category: t(`category.${type}`), count: unread })
                  : undefined
              }
              onClick={() => onSelect(type)}
            >
              {t(`category.${type}`)}
            </button>
            <Badge
              className="news-category-badge"
              count={unread}
              overflowCount={BADGE_CAP}
              size="small"
              aria-hidden
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
