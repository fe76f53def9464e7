import type { CtiState } from '@portal/contract'

/**
 * The state a page should hold: the arriving one only when its version is newer than the held one, so a late
 * push or a slow reply never puts an older call back on screen.
 * @example newerCtiState({ version: 5, ... }, { version: 4, ... }).version // 5
 */
export const newerCtiState = (held: CtiState | undefined, next: CtiState): CtiState =>
  held && held.version >= next.version ? held : next
