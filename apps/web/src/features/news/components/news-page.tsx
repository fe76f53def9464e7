import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePermissions } from '../../../lib/permissions/use-has-permission'
import { useNoticeCountStore } from '../../../shell/stores/notice-count-store'
import { useUnreadCounts } from '../api/get-unread-counts'
import '../translations'
import { messageCategories, selectedCategory } from '../utils/message-categories'
import { MessageCategoryList } from './message-category-list'
import { MessageDetailPane } from './message-detail-pane'
import { MessageListPane } from './message-list-pane'
import './news-page.css'

/**
 * The message centre (spec §2, route news, query `type`): categories with unread counts, the filtered list with
 * endless scroll, and the selected message.
 */
export const NewsPage = () => {
  const { codes } = usePermissions()
  const counts = useUnreadCounts()
  const [searchParams, setSearchParams] = useSearchParams()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const setNewsUnread = useNoticeCountStore((state) => state.setNewsUnread)

  const categories = useMemo(() => messageCategories(new Set(codes), counts.data), [codes, counts.data])
  const messageType = selectedCategory(
    searchParams.get('type'),
    categories.map((category) => category.type),
  )
  // The centre's own count of all unread messages is the freshest one: the bell follows it.
  const allUnread = counts.data?.find((count) => count.messageType === 0)?.unReadCount
  useEffect(() => {
    if (allUnread !== undefined) setNewsUnread(allUnread)
  }, [allUnread, setNewsUnread])

  const handleSelectCategory = (type: number) => {
    setSelectedId(null)
    setSearchParams({ type: String(type) })
  }

  return (
    <div className="news-centre">
      <MessageCategoryList categories={categories} selected={messageType} onSelect={handleSelectCategory} />
      <MessageListPane
        key={messageType}
        messageType={messageType}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
      <MessageDetailPane id={selectedId} />
    </div>
  )
}
