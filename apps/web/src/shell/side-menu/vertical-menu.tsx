import type { MenuResource } from '@portal/contract'
import Menu, { type MenuProps } from 'antd/es/menu'
import { useMemo, useState } from 'react'
import { hasSubMenu } from '../route-rules'
import { toMenuItems } from './menu-items'
import { useMenuOpen } from './use-menu-open'
import { useMenuSelection } from './use-menu-selection'

export type VerticalMenuProps = { tree: readonly MenuResource[] }

/**
 * The vertical navigation menu: one tree, the current page's entry selected and its sub menu open, except on
 * the pages spec §2 shows without a sub menu.
 */
export const VerticalMenu = ({ tree }: VerticalMenuProps) => {
  const { pathname, selected, ancestorIds, byId } = useMenuSelection(tree)
  const openEntry = useMenuOpen()
  const items = useMemo(() => toMenuItems(tree), [tree])
  const pageOpenKeys = hasSubMenu(pathname) ? ancestorIds : []
  const [opened, setOpened] = useState<{ pathname: string; keys: string[] } | null>(null)
  const openKeys = opened?.pathname === pathname ? opened.keys : pageOpenKeys

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byId.get(key)
    if (entry) openEntry(entry)
  }

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.id] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpened({ pathname, keys })}
      onClick={handleClick}
      style={{ borderInlineEnd: 'none' }}
    />
  )
}
