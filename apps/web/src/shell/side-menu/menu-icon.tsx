import {
  AppstoreOutlined,
  BookOutlined,
  DesktopOutlined,
  FileTextOutlined,
  HomeOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import { MENU_PERMISSIONS, type MenuResource } from '@portal/contract'

// The server sends no icons yet; root entries get one by what they are, so the collapsed menu stays usable.
const ICONS_BY_CODE_PREFIX: readonly [string, typeof AppstoreOutlined][] = [
  ['portal', HomeOutlined],
  [MENU_PERMISSIONS.workingPlatform, DesktopOutlined],
  [MENU_PERMISSIONS.workingTable, DesktopOutlined],
  ['workorder', FileTextOutlined],
  ['usercenter', TeamOutlined],
  ['speech', PhoneOutlined],
  ['kmp', BookOutlined],
  ['help', QuestionCircleOutlined],
  [MENU_PERMISSIONS.setting, SettingOutlined],
]

/** The icon of a root menu entry, decorative (the entry's name labels it). */
export const MenuIcon = ({ entry }: { entry: MenuResource }) => {
  const Icon =
    ICONS_BY_CODE_PREFIX.find(([prefix]) => entry.resourceCode.startsWith(prefix))?.[1] ??
    (entry.module === 'speech' ? PhoneOutlined : AppstoreOutlined)
  return <Icon aria-hidden />
}
