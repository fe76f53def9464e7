import { COMMAND_GROUPS, type PaletteCommand } from './palette-command'

/**
 * Whether an entry's label holds every word typed, in any case.
 * @example matchesText({ label: '拨打 王女士' }, '王') // true
 */
export const matchesText = (command: Pick<PaletteCommand, 'label'>, text: string): boolean => {
  const label = command.label.toLocaleLowerCase()
  return text
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => label.includes(word))
}

/**
 * What the palette lists: the recent entries first, then the others by group, each id once (a recent entry is not
 * repeated below it). `filtered` are matched against the text here; `found` were matched by the server.
 * @example paletteEntries({ recent, filtered: [...pages, ...statuses], found: [...dials, ...results] }, '王')
 */
export const paletteEntries = (
  sources: {
    recent: readonly PaletteCommand[]
    filtered: readonly PaletteCommand[]
    found: readonly PaletteCommand[]
  },
  text: string,
): PaletteCommand[] => {
  const query = text.trim()
  const matched = [...sources.recent, ...sources.filtered].filter((command) => matchesText(command, query))
  const seen = new Set<string>()
  const unique = [...matched, ...sources.found].filter(
    (command) => !seen.has(command.id) && seen.add(command.id),
  )
  return COMMAND_GROUPS.flatMap((group) => unique.filter((command) => command.group === group))
}
