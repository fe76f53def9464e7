import { TOOL_PERMISSIONS } from '@portal/contract'
import Layout from 'antd/es/layout'
import { Permission } from '@/lib/access/permission'
import { TabBar, type TabBarProps } from '../tabs/tab-bar'
import { CollapseToggle } from './collapse-toggle'
import { LogoLink } from './logo-link'
import { NetworkIndicator } from './network-indicator'
import { NewsBell } from '@/features/messages/components/news-bell'
import { ProfileMenu } from './profile-menu'
import { ToolsMenu } from './tools-menu'
import { WorkbenchButton } from './workbench-button'

export type AppHeaderProps = TabBarProps & { height: number }

/**
 * The header (spec §2): logo, collapse toggle, tab bar, tools menu, desktop workbench, network indicator,
 * message bell and profile menu, each behind its §6 code. The call widget and status switchers come later.
 */
export const AppHeader = ({ height, ...tabBar }: AppHeaderProps) => (
  <Layout.Header className="portal-header" style={{ height, lineHeight: `${height}px` }}>
    <LogoLink />
    <CollapseToggle />
    <TabBar {...tabBar} />
    <div className="portal-header-tools">
      <Permission code={TOOL_PERMISSIONS.tools}>
        <ToolsMenu />
      </Permission>
      <Permission code={TOOL_PERMISSIONS.newPlatform}>
        <WorkbenchButton />
      </Permission>
      <Permission code={TOOL_PERMISSIONS.networkMonitor}>
        <NetworkIndicator />
      </Permission>
      <NewsBell />
      <ProfileMenu />
    </div>
  </Layout.Header>
)
