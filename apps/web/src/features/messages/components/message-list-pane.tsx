import { MESSAGE_TABS, type MessageTab, type MessageType } from '@portal/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageList } from './message-list'
import { MessageListToolbar } from './message-list-toolbar'

export type MessageListPaneProps = {
  messageType: MessageType
  selectedId: number | null
  onSelect: (id: number) => void
}

/** The middle column: search, read filter, notice type (announcements) and the list of one category. */
export const MessageListPane = ({ messageType, selectedId, onSelect }: MessageListPaneProps) => {
  const { t } = useTranslation('messages')
  const [keyword, setKeyword] = useState('')
  const [tab, setTab] = useState<MessageTab>(MESSAGE_TABS.all)
  const [noticeTypeId, setNoticeTypeId] = useState<string | undefined>(undefined)

  return (
    <section className="news-column" aria-label={t('list.label')}>
      <MessageListToolbar
        messageType={messageType}
        tab={tab}
        noticeTypeId={noticeTypeId}
        onSearch={setKeyword}
        onTabChange={setTab}
        onNoticeTypeChange={setNoticeTypeId}
      />
      <MessageList
        filters={{ messageType, tab, keyword, noticeTypeId }}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    </section>
  )
}
