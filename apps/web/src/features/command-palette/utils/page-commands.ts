import type { MenuResource } from '@portal/contract'
import { flattenMenu } from '@/lib/menus/menu-index'
import { menuTargetOf } from '@/lib/menus/menu-target'
import { COMMAND_KINDS, commandId, type PaletteCommand } from './palette-command'

/**
 * Every page of the member's menu (the server already left out what they may not open), as palette entries;
 * headings without a page of their own are left out, and a page reached from two entries is listed once.
 * @example pageCommands(tree)[0] // { id: 'page:/portal', label: '首页', group: 'pages' }
 */
export const pageCommands = (tree: readonly MenuResource[]): PaletteCommand[] => {
  const commands = new Map<string, PaletteCommand>()
  for (const entry of flattenMenu(tree)) {
    const target = menuTargetOf(entry)
    if (!target) continue
    const id =
      target.kind === 'route'
        ? commandId(COMMAND_KINDS.page, target.to)
        : commandId(COMMAND_KINDS.window, target.url)
    if (!commands.has(id)) commands.set(id, { id, label: entry.name, group: 'pages' })
  }
  return [...commands.values()]
}
