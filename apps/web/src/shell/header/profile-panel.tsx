import { HEADER_PERMISSIONS, type TokenResponse } from '@portal/contract'
import { UserOutlined } from '@ant-design/icons'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Divider from 'antd/es/divider'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '@/components/language/language-switcher'
import { avatarUrl } from '@/lib/files/avatar-url'
import { downloadClientLog } from '@/lib/client-log/download-client-log'
import { useLogoutAndLeave } from '@/lib/sessions/use-logout-and-leave'
import { Permission } from '@/lib/access/permission'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { ShortcutSheetLink } from '../shortcuts/shortcut-sheet-link'
import { MenuLayoutSwitch } from './menu-layout-switch'
import { PreferenceControls } from './preference-controls'

export type ProfilePanelProps = { session: TokenResponse; onDeviceCheck: () => void; onDone: () => void }

/**
 * The avatar popover's content (spec §2): name and role, personal info, invitation, log export, device check,
 * the language when the tenant has several, the menu layout, the member's preferences, logout and the abnormal-interface link, each
 * behind its §6 code.
 */
export const ProfilePanel = ({ session, onDeviceCheck, onDone }: ProfilePanelProps) => {
  const { t } = useTranslation('shell')
  const logout = useLogoutAndLeave()
  const { principal } = session.authResult

  return (
    <div className="portal-profile-panel">
      <p className="portal-profile-name">
        <Avatar size="small" src={avatarUrl(principal.avatar)} alt="" icon={<UserOutlined aria-hidden />} />{' '}
        {principal.name}
      </p>
      <p className="portal-profile-role">{t('profile.role', { role: principal.roleName })}</p>
      <Divider style={{ margin: '8px 0' }} />
      <ul className="portal-profile-list">
        <li>
          <Link to={ROUTER_PATHS.personalInfo} onClick={onDone}>
            {t('profile.personalInfo')}
          </Link>
        </li>
        <Permission code={HEADER_PERMISSIONS.invite}>
          <li>
            <Link to={ROUTER_PATHS.invite} onClick={onDone}>
              {t('profile.invite')}
            </Link>
          </li>
        </Permission>
        <Permission code={HEADER_PERMISSIONS.logExport}>
          <li>
            <Button type="link" size="small" onClick={() => downloadClientLog()}>
              {t('profile.logExport')}
            </Button>
          </li>
        </Permission>
        <Permission code={HEADER_PERMISSIONS.deviceCheck}>
          <li>
            <Button type="link" size="small" onClick={onDeviceCheck}>
              {t('profile.deviceCheck')}
            </Button>
          </li>
        </Permission>
        <Permission code={HEADER_PERMISSIONS.abnormalInterface}>
          <li>
            <Link to={ROUTER_PATHS.abnormalInterface} onClick={onDone}>
              {t('profile.abnormalInterface')}
            </Link>
          </li>
        </Permission>
        <ShortcutSheetLink onDone={onDone} />
      </ul>
      {session.localeInfo.length > 1 && <LanguageSwitcher locales={session.localeInfo} />}
      <MenuLayoutSwitch />
      <PreferenceControls />
      <Divider style={{ margin: '8px 0' }} />
      <Button block loading={logout.isPending} onClick={() => void logout.leave()}>
        {t('profile.logout')}
      </Button>
      {logout.isError && <p role="alert">{t('contract:logout.failed')}</p>}
    </div>
  )
}
