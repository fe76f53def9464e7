import { MailOutlined, ReadOutlined, StarFilled, StarOutlined } from '@ant-design/icons'
import type { NewsMessage } from '@portal/contract'
import Button from 'antd/es/button'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useMarkCollected } from '../api/mark-collected'
import { useMarkRead } from '../api/mark-read'

export type MessageTogglesProps = { message: NewsMessage }

/** The star (collect) and read toggles of a message, each a pressed-or-not button. */
export const MessageToggles = ({ message }: MessageTogglesProps) => {
  const { t } = useTranslation('messages')
  const markCollected = useMarkCollected()
  const markRead = useMarkRead()
  const { id, isCollection, isRead } = message

  return (
    <span className="news-item-actions">
      <Tooltip title={t('item.star')}>
        <Button
          type="text"
          size="small"
          aria-label={t('item.star')}
          aria-pressed={isCollection}
          icon={
            isCollection ? (
              <StarFilled aria-hidden style={{ color: '#faad14' }} />
            ) : (
              <StarOutlined aria-hidden />
            )
          }
          onClick={() => markCollected.mutate({ id, isCollection: !isCollection })}
        />
      </Tooltip>
      <Tooltip title={t('item.read')}>
        <Button
          type="text"
          size="small"
          aria-label={t('item.read')}
          aria-pressed={isRead}
          icon={
            isRead ? (
              <ReadOutlined aria-hidden />
            ) : (
              <MailOutlined aria-hidden style={{ color: 'var(--ant-color-primary)' }} />
            )
          }
          onClick={() => markRead.mutate({ id, isRead: !isRead })}
        />
      </Tooltip>
    </span>
  )
}
