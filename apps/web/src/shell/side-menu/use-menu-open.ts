import type { MenuResource } from '@portal/contract'
import { useNavigate } from 'react-router'
import { menuTargetOf } from '@/lib/menus/menu-target'

/**
 * What choosing a menu entry does (spec §2): a route in the portal (the extend frame for openType 1), or a new
 * window without access back to the portal (openType 2).
 * @example const openEntry = useMenuOpen(); openEntry(entry)
 */
export const useMenuOpen = () => {
  const navigate = useNavigate()
  return (entry: MenuResource) => {
    const target = menuTargetOf(entry)
    if (target?.kind === 'route') void navigate(target.to)
    else if (target?.kind === 'window') window.open(target.url, '_blank', 'noopener,noreferrer')
  }
}
