import type { PaletteCommand } from './palette-command'
import { parseCommandId } from './palette-command'

/** How many entries the recent list keeps; older ones fall off. */
export const RECENT_COMMANDS_LIMIT = 8

const storageKey = (memberId: string) => `portal.command-palette.recent.${memberId}`

type RecentCommand = Pick<PaletteCommand, 'id' | 'label'>

const isRecentCommand = (item: unknown): item is RecentCommand =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RecentCommand).id === 'string' &&
  typeof (item as RecentCommand).label === 'string' &&
  parseCommandId((item as RecentCommand).id) !== null

/**
 * The member's recently run palette entries on this browser, newest first; anything unreadable is left out.
 * @example readRecentCommands('account-1') // [{ id: 'page:/news', label: '消息中心' }]
 */
export function readRecentCommands(
  memberId: string,
  storage: Storage = window.localStorage,
): RecentCommand[] {
  try {
    const held: unknown = JSON.parse(storage.getItem(storageKey(memberId)) ?? '[]')
    return Array.isArray(held) ? held.filter(isRecentCommand).slice(0, RECENT_COMMANDS_LIMIT) : []
  } catch {
    return []
  }
}

/**
 * Puts an entry first in the member's recent list (ids and labels only, each once), keeping the newest few.
 * @example rememberCommand('account-1', { id: 'dial:13900001111', label: '拨打 13900001111' })
 */
export function rememberCommand(
  memberId: string,
  command: RecentCommand,
  storage: Storage = window.localStorage,
) {
  const others = readRecentCommands(memberId, storage).filter((item) => item.id !== command.id)
  const kept = [{ id: command.id, label: command.label }, ...others].slice(0, RECENT_COMMANDS_LIMIT)
  storage.setItem(storageKey(memberId), JSON.stringify(kept))
}
