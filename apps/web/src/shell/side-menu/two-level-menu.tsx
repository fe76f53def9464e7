import type { MenuResource } from '@portal/contract'
import Menu, { type MenuProps } from 'antd/es/menu'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasSubMenu } from '../route-rules'
import { isShownEntry } from '@/lib/menus/menu-index'
import { MenuIcon } from './menu-icon'
import { MenuLabel } from './menu-label'
import { toMenuItems } from './menu-items'
import { useMenuOpen } from './use-menu-open'
import { useMenuSelection } from './use-menu-selection'

export type TwoLevelMenuProps = { tree: readonly MenuResource[] }

/**
 * The two-level menu: a column of root entries, and beside it the entries of the chosen root (the current
 * page's root unless the page shows no sub menu).
 */
export const TwoLevelMenu = ({ tree }: TwoLevelMenuProps) => {
  const { t } = useTranslation('shell')
  const { pathname, selected, ancestorIds, byId } = useMenuSelection(tree)
  const openEntry = useMenuOpen()
  const [chosen, setChosen] = useState<{ pathname: string; rootId: string } | null>(null)
  const roots = useMemo(() => tree.filter(isShownEntry), [tree])
  const pageRootId = selected ? (ancestorIds[0] ?? selected.id) : null
  const rootId = chosen?.pathname === pathname ? chosen.rootId : hasSubMenu(pathname) ? pageRootId : null
  const root = roots.find((entry) => entry.id === rootId && entry.sub.some(isShownEntry))

  const rootItems = roots.map((entry) => ({
    key: entry.id,
    label: <MenuLabel entry={entry} />,
    icon: <MenuIcon entry={entry} />,
  }))
  const handleRootClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byId.get(key)
    if (!entry) return
    if (entry.sub.some(isShownEntry)) setChosen({ pathname, rootId: entry.id })
    else openEntry(entry)
  }
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byId.get(key)
    if (entry) openEntry(entry)
  }

  return (
    <div className="portal-two-level-menu">
      <Menu
        mode="inline"
        items={rootItems}
        selectedKeys={pageRootId ? [pageRootId] : []}
        onClick={handleRootClick}
        style={{ borderInlineEnd: 'none' }}
      />
      {root && (
        <nav aria-label={t('menu.secondLevel', { name: root.name })} className="portal-second-level">
          <Menu
            mode="inline"
            items={toMenuItems(root.sub, false)}
            selectedKeys={selected ? [selected.id] : []}
            defaultOpenKeys={ancestorIds}
            onClick={handleClick}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      )}
    </div>
  )
}
