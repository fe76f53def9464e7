import { BADGE_CAP } from '@portal/contract'
import Badge from 'antd/es/badge'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { toBadgeText } from '@/lib/ui/badge-text'
import { useNewsReminders } from '../hooks/use-news-reminders'
import { useUnreadCountStore } from '../stores/unread-count-store'
import '../translations'
import { NewsBellIcon } from './news-bell-icon'

/**
 * The message bell: a link to the message centre with the unread count, shown as 99+ above the cap (spec §9).
 * It runs the remind loop, so new messages are announced on every page of the frame; the shell mounts it.
 */
export const NewsBell = () => {
  const { t } = useTranslation('messages')
  const unread = useUnreadCountStore((state) => state.newsUnread)
  const { isShaking } = useNewsReminders()
  return (
    <Link
      to={ROUTER_PATHS.news}
      aria-label={unread > 0 ? t('bell.unread', { number: toBadgeText(unread) }) : t('bell.label')}
      className="portal-header-icon"
    >
      <Badge count={unread} overflowCount={BADGE_CAP} size="small">
        <NewsBellIcon isShaking={isShaking} />
      </Badge>
    </Link>
  )
}
