import type { MenuResource } from '@portal/contract'
import type { MenuProps } from 'antd/es/menu'
import { isShownEntry } from '@/lib/menus/menu-index'
import { MenuIcon } from './menu-icon'
import { MenuLabel } from './menu-label'

type MenuItems = NonNullable<MenuProps['items']>

/**
 * Ant Design menu items for entries: resourceType 1 and 2 only, each keyed by its id, icons on the roots.
 * @example <Menu items={toMenuItems(tree)} />
 */
export const toMenuItems = (entries: readonly MenuResource[], isRoot = true): MenuItems =>
  entries.filter(isShownEntry).map((entry) => {
    const children = entry.sub.filter(isShownEntry)
    const base = {
      key: entry.id,
      label: <MenuLabel entry={entry} />,
      icon: isRoot ? <MenuIcon entry={entry} /> : undefined,
    }
    return children.length > 0 ? { ...base, children: toMenuItems(children, false) } : base
  })
