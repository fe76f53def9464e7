import Alert from 'antd/es/alert'
import Layout from 'antd/es/layout'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { useMenuTree } from '@/lib/menus/get-menu-tree'
import { MENU_LAYOUTS, useLayoutStore } from '../stores/layout-store'
import { TwoLevelMenu } from './two-level-menu'
import { VerticalMenu } from './vertical-menu'
import { WorkingPlatformUnread } from './working-platform-unread'

const WIDTHS = { vertical: 220, twoLevel: 340, collapsed: 64 } as const

/** The side menu (spec §2 main frame), vertical or two-level as the user prefers, collapsible. */
export const SideMenu = () => {
  const { t } = useTranslation('shell')
  const { data: tree, isPending, isError } = useMenuTree()
  const isCollapsed = useLayoutStore((state) => state.isCollapsed)
  const menuLayout = useLayoutStore((state) => state.menuLayout)
  const isTwoLevel = menuLayout === MENU_LAYOUTS.twoLevel

  return (
    <Layout.Sider
      theme="light"
      collapsed={isCollapsed}
      collapsedWidth={WIDTHS.collapsed}
      width={isTwoLevel ? WIDTHS.twoLevel : WIDTHS.vertical}
      trigger={null}
      className="portal-sider"
    >
      <nav aria-label={t('menu.label')} className="portal-side-nav">
        {isPending && <Spin className="portal-menu-loading" />}
        {isError && <Alert type="error" showIcon title={t('menu.loadFailed')} style={{ margin: 8 }} />}
        {/* Collapsed, both layouts become the same column of icons with fly-out sub menus. */}
        {tree && (isTwoLevel && !isCollapsed ? <TwoLevelMenu tree={tree} /> : <VerticalMenu tree={tree} />)}
      </nav>
      <WorkingPlatformUnread />
    </Layout.Sider>
  )
}
