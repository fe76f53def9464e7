import { BADGE_CAP } from '@portal/contract'
import Badge from 'antd/es/badge'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NewsBellIcon } from '@/features/news/components/news-bell-icon'
import { useNewsReminders } from '@/features/news/hooks/use-news-reminders'
import { ROUTER_PATHS } from '@/lib/portal-path'
import { useNoticeCountStore } from '../stores/notice-count-store'
import { toBadgeText } from './badge-text'

/**
 * The message bell: a link to the message centre with the unread count, shown as 99+ above the cap (spec §9).
 * It runs the remind loop, so new messages are announced on every page of the frame.
 */
export const NewsBell = () => {
  const { t } = useTranslation('shell')
  const unread = useNoticeCountStore((state) => state.newsUnread)
  const { isShaking } = useNewsReminders()
  return (
    <Link
      to={ROUTER_PATHS.news}
      aria-label={unread > 0 ? t('header.newsUnread', { number: toBadgeText(unread) }) : t('header.news')}
      className="portal-header-icon"
    >
      <Badge count={unread} overflowCount={BADGE_CAP} size="small">
        <NewsBellIcon isShaking={isShaking} />
      </Badge>
    </Link>
  )
}
