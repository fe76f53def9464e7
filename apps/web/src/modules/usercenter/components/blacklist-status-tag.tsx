import type { BlacklistStatus } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

const COLORS: Record<BlacklistStatus, string> = { none: 'default', pending: 'orange', blacklisted: 'red' }

/** Where a customer stands with the blacklist; nothing for a customer never asked about. */
export const BlacklistStatusTag = ({ status }: { status: BlacklistStatus }) => {
  const { t } = useTranslation('usercenter')
  if (status === 'none') return null
  return <Tag color={COLORS[status]}>{t(`blacklist.status.${status}`)}</Tag>
}
