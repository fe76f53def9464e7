import FlagFilled from '@ant-design/icons/FlagFilled'
import { NOTICE_LEVELS, type Announcement } from '@portal/contract'
import Table, { type ColumnsType } from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { describeAudience } from '../utils/announcement-audience'
import { WithdrawAnnouncementButton } from './withdraw-announcement-button'

export type AnnouncementTableProps = { announcements: readonly Announcement[]; isLoading: boolean }

const NoticeLevel = ({ level }: { level: Announcement['noticeLevel'] }) => {
  const { t } = useTranslation('settings')
  if (level !== NOTICE_LEVELS.important) return <span>{t('notice.level.normal')}</span>
  return (
    <Tag color="red" icon={<FlagFilled aria-hidden />}>
      {t('notice.level.important')}
    </Tag>
  )
}

/** The published announcements: title, type, level (a flag when important), time, state, audience, author. */
export const AnnouncementTable = ({ announcements, isLoading }: AnnouncementTableProps) => {
  const { t } = useTranslation('settings')
  const formatTime = useTenantDateTime()
  const columns: ColumnsType<Announcement> = [
    { title: t('notice.column.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('notice.column.noticeType'),
      dataIndex: 'noticeTypeName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('notice.column.level'),
      dataIndex: 'noticeLevel',
      render: (_level, announcement) => <NoticeLevel level={announcement.noticeLevel} />,
    },
    { title: t('notice.column.effectiveTime'), dataIndex: 'effectiveStartTime', render: formatTime },
    {
      title: t('notice.column.status'),
      dataIndex: 'isDelivered',
      render: (isDelivered: boolean) =>
        isDelivered ? (
          <Tag color="green">{t('notice.status.delivered')}</Tag>
        ) : (
          <Tag color="blue">{t('notice.status.scheduled')}</Tag>
        ),
    },
    {
      title: t('notice.column.audience'),
      dataIndex: 'audience',
      render: (_audience, announcement) => describeAudience(announcement.audience, t),
    },
    { title: t('notice.column.createdBy'), dataIndex: 'createdBy' },
    { title: t('notice.column.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('notice.column.actions'),
      key: 'actions',
      render: (_value, announcement) => <WithdrawAnnouncementButton announcement={announcement} />,
    },
  ]
  return (
    <Table<Announcement>
      aria-label={t('notice.listLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...announcements]}
      loading={isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  )
}
