import { SearchOutlined } from '@ant-design/icons'
import { MESSAGE_TABS, MESSAGE_TYPES, type MessageTab, type MessageType } from '@portal/contract'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import Tabs from 'antd/es/tabs'
import { useTranslation } from 'react-i18next'
import { useNoticeTypes } from '@/lib/messages/get-notice-types'

export type MessageListToolbarProps = {
  messageType: MessageType
  tab: MessageTab
  noticeTypeId: string | undefined
  onSearch: (keyword: string) => void
  onTabChange: (tab: MessageTab) => void
  onNoticeTypeChange: (noticeTypeId: string | undefined) => void
}

const TABS = [
  { key: MESSAGE_TABS.all, label: 'tab.all' },
  { key: MESSAGE_TABS.read, label: 'tab.read' },
  { key: MESSAGE_TABS.unread, label: 'tab.unread' },
] as const

/** The list's filters: keyword search, read state tabs, and the notice type for enterprise announcements. */
export const MessageListToolbar = ({
  messageType,
  tab,
  noticeTypeId,
  onSearch,
  onTabChange,
  onNoticeTypeChange,
}: MessageListToolbarProps) => {
  const { t } = useTranslation('messages')
  const isAnnouncements = messageType === MESSAGE_TYPES.enterpriseAnnouncement
  const noticeTypes = useNoticeTypes(isAnnouncements)

  return (
    <div className="news-toolbar">
      <Input.Search
        allowClear
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={100}
        enterButton={<SearchOutlined aria-label={t('list.search')} />}
        onSearch={(value) => onSearch(value.trim())}
      />
      {isAnnouncements && (
        <Select
          allowClear
          aria-label={t('list.noticeType')}
          placeholder={t('list.allNoticeTypes')}
          value={noticeTypeId}
          loading={noticeTypes.isLoading}
          options={(noticeTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          onChange={(value?: string) => onNoticeTypeChange(value)}
        />
      )}
      <Tabs
        size="small"
        aria-label={t('list.readFilter')}
        activeKey={String(tab)}
        items={TABS.map(({ key, label }) => ({ key: String(key), label: t(label) }))}
        onChange={(key) => onTabChange(Number(key) as MessageTab)}
      />
    </div>
  )
}
