/** What running a palette entry does, by kind; its value follows the kind in the entry's id (`kind:value`). */
export const COMMAND_KINDS = {
  /** Opens a page inside the portal; the value is its router path. */
  page: 'page',
  /** Opens a new browser window (a menu entry outside the portal); the value is its url. */
  window: 'window',
  /** Dials a typed number. */
  dialNumber: 'dial',
  /** Dials a customer by id (the server picks the number, which the caller may see only masked). */
  dialCustomer: 'dial-customer',
  /** Changes the agent status; the value is the status, and after a colon a rest reason. */
  status: 'status',
} as const
export type CommandKind = (typeof COMMAND_KINDS)[keyof typeof COMMAND_KINDS]

/** The headings the palette groups its entries under, in the order it shows them. */
export const COMMAND_GROUPS = [
  'recent',
  'calls',
  'customers',
  'pages',
  'status',
  'workOrders',
  'messages',
] as const
export type CommandGroup = (typeof COMMAND_GROUPS)[number]

/**
 * One entry of the palette: its id says what it does (kept in the recent list with its label, nothing more).
 * @example { id: 'page:/news', label: '消息中心', group: 'pages' }
 */
export type PaletteCommand = { id: string; label: string; group: CommandGroup }

/**
 * The id of an entry of a kind.
 * @example commandId(COMMAND_KINDS.dialNumber, '13900001111') // 'dial:13900001111'
 */
export const commandId = (kind: CommandKind, value: string): string => `${kind}:${value}`

const KINDS = Object.values(COMMAND_KINDS) as readonly string[]

/**
 * The kind and value of an entry's id; null for an id that is none (a recent list from an older page).
 * @example parseCommandId('page:/news?type=3') // { kind: 'page', value: '/news?type=3' }
 */
export const parseCommandId = (id: string): { kind: CommandKind; value: string } | null => {
  const colon = id.indexOf(':')
  const kind = id.slice(0, colon)
  return colon > 0 && KINDS.includes(kind) ? { kind: kind as CommandKind, value: id.slice(colon + 1) } : null
}
