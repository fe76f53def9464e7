import { RESPONSE_CODES } from '@portal/contract'
import ConfigProvider from 'antd/es/config-provider'
import Layout from 'antd/es/layout'
import { Navigate, createPath, useLocation } from 'react-router'
import { NewsWarningBar } from '@/features/messages/components/news-warning-bar'
import { CommandPalette } from '@/features/command-palette/components/command-palette'
import { usePageVisitRecording, type RequiredCodesOf } from '../page-history/use-page-visit-recording'
import { hasCode } from '@/lib/api/api-error'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { AppHeader } from '../header/app-header'
import { useClientLogCapture } from '../hooks/use-client-log-capture'
import { useTallLayout } from '../hooks/use-tall-layout'
import { KeepAliveOutlet } from '../keep-alive/keep-alive-outlet'
import { ShellShortcuts } from '../shortcuts/shell-shortcuts'
import { SideMenu } from '../side-menu/side-menu'
import { tabKeyOf } from '../route-rules'
import { useTabActions } from '../tabs/use-tab-actions'
import { useTabMessages } from '../tabs/use-tab-messages'
import { useTabTracking } from '../tabs/use-tab-tracking'
import { NavigationMask } from './navigation-mask'
import { PAGE_CONTENT_ID, SkipLink } from './skip-link'
import { useFrameTitle } from './use-frame-title'

const SIZES = { regular: { header: 48, menuItem: 36 }, tall: { header: 56, menuItem: 44 } } as const

export type WorkspaceLayoutProps = { requiredCodesOf: RequiredCodesOf }

/**
 * The main frame of spec §2: a skip link, header with the tab bar, side menu, and the page area (the one main
 * landmark: pages inside it use none of their own) with its loading mask. A menu refused with ACCESS_DENY goes to 403.
 */
export const WorkspaceLayout = ({ requiredCodesOf }: WorkspaceLayoutProps) => {
  const location = useLocation()
  const activeKey = tabKeyOf(createPath(location))
  const actions = useTabActions(activeKey)
  const sizes = useTallLayout() ? SIZES.tall : SIZES.regular
  useTabTracking()
  useTabMessages(actions.close)
  useFrameTitle()
  usePageVisitRecording(requiredCodesOf)
  useClientLogCapture()
  const menu = useMenuTree()
  if (hasCode(menu.error, RESPONSE_CODES.ACCESS_DENY)) return <Navigate to={ROUTER_PATHS.forbidden} replace />

  return (
    <ConfigProvider theme={{ components: { Menu: { itemHeight: sizes.menuItem } } }}>
      <Layout className="portal-frame">
        <SkipLink />
        <ShellShortcuts activeKey={activeKey} />
        <AppHeader height={sizes.header} activeKey={activeKey} actions={actions} />
        <Layout>
          <SideMenu />
          <Layout.Content id={PAGE_CONTENT_ID} tabIndex={-1} className="portal-content">
            <NavigationMask />
            <NewsWarningBar />
            <KeepAliveOutlet activeKey={activeKey} />
          </Layout.Content>
        </Layout>
        <CommandPalette />
      </Layout>
    </ConfigProvider>
  )
}
