import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { useMessages } from '../api/get-messages'
import { useMarkRead } from '../api/mark-read'
import { useEndSentinel } from '../hooks/use-end-sentinel'
import type { MessageFilters } from '../utils/message-list-query'
import { MessageListItem } from './message-list-item'

export type MessageListProps = {
  filters: MessageFilters
  selectedId: number | null
  onSelect: (id: number) => void
}

/** The messages of the filters, newest first, loading the next page as the end scrolls into view. */
export const MessageList = ({ filters, selectedId, onSelect }: MessageListProps) => {
  const { t } = useTranslation('messages')
  const messages = useMessages(filters)
  const markRead = useMarkRead()
  const sentinel = useEndSentinel(() => {
    if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage()
  })
  const items = messages.data?.pages.flatMap((page) => page.list) ?? []

  const handleSelect = (id: number, isRead: boolean) => {
    onSelect(id)
    if (!isRead) markRead.mutate({ id, isRead: true })
  }

  return (
    <div className="news-column-body">
      {items.length > 0 && (
        <ul className="news-plain-list" aria-label={t('list.label')}>
          {items.map((message) => (
            <MessageListItem
              key={message.id}
              message={message}
              isSelected={message.id === selectedId}
              onSelect={() => handleSelect(message.id, message.isRead)}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="news-list-footer" aria-live="polite">
        {messages.isPending || messages.isFetchingNextPage ? (
          <Spin size="small" />
        ) : messages.isError ? (
          <>
            {t('list.loadFailed')}{' '}
            <Button type="link" size="small" onClick={() => void messages.refetch()}>
              {t('list.retry')}
            </Button>
          </>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
        ) : (
          !messages.hasNextPage && t('list.bottom')
        )}
      </div>
    </div>
  )
}
