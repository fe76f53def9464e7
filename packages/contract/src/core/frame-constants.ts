/**
 * The business constants and limits of spec §9 that belong to the frame (header, side menu, tab bar, dialogs,
 * error pages) rather than to one domain; each domain keeps its own beside its rules and routes.
 */

export const ERROR_PROMPT_MS = 2000
export const VALIDATION_MESSAGE_MS = 2000

export const TITLE_REFRESH_INTERVAL_MS = 500
export const TITLE_REFRESH_DURATION_MS = 15_000

export const TABS_PER_PAGE = 10
export const TAB_LIMIT_OVERALL = 15

export const NETWORK_PROBE_INTERVAL_MS = 5000
export const NETWORK_PROBE_TIMEOUT_MS = 5000
/** Upper bounds (ms) of the latency icons; at or above the last bound the network is abnormal. */
export const NETWORK_LATENCY_BOUNDS_MS = { excellent: 100, good: 200, fair: 500, poor: 5000 } as const

export const ERROR_PAGE_COUNTDOWN_S = 6

export const DIALOG_WIDTHS = { deviceCheck: 372, changePassword: 600, protocol: 720, iframe: 900 } as const
export const TALL_LAYOUT_MIN_WINDOW_HEIGHT = 820
export const MENU_TITLE_TOOLTIP_MIN_LENGTH = 8

export const RECOMMENDED_CHROME_VERSIONS = { min: 76, max: 95 } as const
