import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useLayoutStore } from '../stores/layout-store'

/** Collapses the side menu to its icons, or expands it again; the choice is kept. */
export const CollapseToggle = () => {
  const { t } = useTranslation('shell')
  const isCollapsed = useLayoutStore((state) => state.isCollapsed)
  const toggleCollapsed = useLayoutStore((state) => state.toggleCollapsed)
  return (
    <Button
      type="text"
      aria-label={isCollapsed ? t('menu.expand') : t('menu.collapse')}
      aria-expanded={!isCollapsed}
      icon={isCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      onClick={toggleCollapsed}
    />
  )
}
