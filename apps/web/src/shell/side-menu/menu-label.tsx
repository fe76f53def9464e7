import { MENU_PERMISSIONS, MENU_TITLE_TOOLTIP_MIN_LENGTH, type MenuResource } from '@portal/contract'
import Badge from 'antd/es/badge'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useWorkingPlatformUnreadStore } from '../stores/working-platform-unread-store'

const UNREAD_DOT_CODES: readonly string[] = [MENU_PERMISSIONS.workingPlatform, MENU_PERMISSIONS.workingTable]

/**
 * A menu entry's title: a tooltip when it is longer than 8 characters (spec §2), and the unread dot on the two
 * working-platform entries (spec §6).
 */
export const MenuLabel = ({ entry }: { entry: MenuResource }) => {
  const { t } = useTranslation('shell')
  const unread = useWorkingPlatformUnreadStore((state) => state.workingPlatformUnread)
  const hasDot = UNREAD_DOT_CODES.includes(entry.resourceCode) && unread > 0
  const name =
    [...entry.name].length > MENU_TITLE_TOOLTIP_MIN_LENGTH ? (
      <Tooltip title={entry.name} placement="right">
        <span>{entry.name}</span>
      </Tooltip>
    ) : (
      entry.name
    )
  if (!hasDot) return name
  return (
    <Badge dot offset={[6, 0]}>
      {name}
      <span className="portal-visually-hidden">{t('menu.unread')}</span>
    </Badge>
  )
}
