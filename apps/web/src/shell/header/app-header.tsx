import { CHANNEL_PERMISSIONS, TOOL_PERMISSIONS } from '@portal/contract'
import Layout from 'antd/es/layout'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Permission } from '@/lib/access/permission'
import { usePermissions } from '@/lib/access/use-has-permission'
import { TabBar, type TabBarProps } from '../tabs/tab-bar'
import { CollapseToggle } from './collapse-toggle'
import { LogoLink } from './logo-link'
import { NetworkIndicator } from './network-indicator'
import { NewsBell } from '@/features/messages/components/news-bell'
import { ProfileMenu } from './profile-menu'
import { ToolsMenu } from './tools-menu'
import { WorkbenchButton } from './workbench-button'

// Only agents with speech_ability load the telephony half, in its own chunk after the header shows.
const TelephonyHeader = lazyWithRetry(() =>
  import('@/features/telephony/components/header/telephony-header').then((m) => ({
    default: m.TelephonyHeader,
  })),
)
// Likewise the chat, e-mail and video items, for agents holding one of their codes.
const ChannelStatusHeader = lazyWithRetry(() =>
  import('@/features/channel-status/components/channel-status-header').then((m) => ({
    default: m.ChannelStatusHeader,
  })),
)

export type AppHeaderProps = TabBarProps & { height: number }

/**
 * The header (spec §2): logo, collapse toggle, tab bar, tools menu, desktop workbench, network indicator,
 * call widget with the agent status switcher (speech_ability), message bell and profile menu, each behind its §6
 * code, and the chat, e-mail and video status items (online_ability, email_ability, video).
 */
export const AppHeader = ({ height, ...tabBar }: AppHeaderProps) => {
  const { can } = usePermissions()
  const hasChannel = Object.values(CHANNEL_PERMISSIONS).some((code) => can(code))
  return (
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
        {hasChannel && (
          <Suspense fallback={null}>
            <ChannelStatusHeader />
          </Suspense>
        )}
        <Permission code={TOOL_PERMISSIONS.speechAbility}>
          <Suspense fallback={null}>
            <TelephonyHeader />
          </Suspense>
        </Permission>
        <NewsBell />
        <ProfileMenu />
      </div>
    </Layout.Header>
  )
}
