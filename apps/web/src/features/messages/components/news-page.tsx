import { useEffect, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { linkedMessageId } from '@/lib/messages/news-link'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useUnreadCountStore } from '../stores/unread-count-store'
import { useUnreadCounts } from '../api/get-unread-counts'
import '../translations'
import { messageCategories, selectedCategory } from '../utils/message-categories'
import { MessageCategoryList } from './message-category-list'
import { MessageDetailPane } from './message-detail-pane'
import { MessageListPane } from './message-list-pane'
import './news-page.css'

type NewsNavigationState = { isOpenedFromList?: boolean }

/**
 * The message centre (spec §2, route news, query `type`): categories with unread counts, the filtered list with
 * endless scroll, and the selected message. The selection is the `id` query, so a link can open one message.
 */
export const NewsPage = () => {
  const { codes } = usePermissions()
  const counts = useUnreadCounts()
  const [searchParams, setSearchParams] = useSearchParams()
  const setNewsUnread = useUnreadCountStore((state) => state.setNewsUnread)

  const categories = useMemo(() => messageCategories(new Set(codes), counts.data), [codes, counts.data])
  const messageType = selectedCategory(
    searchParams.get('type'),
    categories.map((category) => category.type),
  )
  const selectedId = linkedMessageId(searchParams.get('id'))
  // The list marks what it opens read and says so in the navigation; what a link opens (dashboard, bell) is
  // marked by the detail pane.
  const isOpenedFromList = (useLocation().state as NewsNavigationState | null)?.isOpenedFromList === true
  // The centre's own count of all unread messages is the freshest one: the bell follows it.
  const allUnread = counts.data?.find((count) => count.messageType === 0)?.unReadCount
  useEffect(() => {
    if (allUnread !== undefined) setNewsUnread(allUnread)
  }, [allUnread, setNewsUnread])

  const handleSelectCategory = (type: number) => setSearchParams({ type: String(type) })
  // Picking another message replaces the address rather than piling up history.
  const handleSelectMessage = (id: number) =>
    setSearchParams(
      { type: String(messageType), id: String(id) },
      { replace: true, state: { isOpenedFromList: true } satisfies NewsNavigationState },
    )

  return (
    <div className="news-centre">
      <MessageCategoryList categories={categories} selected={messageType} onSelect={handleSelectCategory} />
      <MessageListPane
        key={messageType}
        messageType={messageType}
        selectedId={selectedId}
        onSelect={handleSelectMessage}
      />
      <MessageDetailPane key={selectedId ?? 'none'} id={selectedId} readOnOpen={!isOpenedFromList} />
    </div>
  )
}
