/** The business constants and limits of spec §9, named for what they mean. */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20
/** A password needs at least this many of: upper case, lower case, digit, special character. */
export const PASSWORD_MIN_CHARACTER_KINDS = 3
export const EMPLOYEE_NUMBER_MIN_LENGTH = 4
export const EMPLOYEE_NUMBER_MAX_LENGTH = 12

export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_COUNTDOWN_S = 60
export const DEFAULT_MOBILE_LENGTH = 11
/** A 10-digit number gets this prefix when dialled by number. */
export const TEN_DIGIT_DIAL_PREFIX = '52'
export const GLOBAL_PHONE_MIN_DIGITS = 4
export const GLOBAL_PHONE_MAX_DIGITS = 16

export const LOGIN_TOOLTIP_MS = 3000
export const ERROR_PROMPT_MS = 2000
export const VALIDATION_MESSAGE_MS = 2000

export const TITLE_REFRESH_INTERVAL_MS = 500
export const TITLE_REFRESH_DURATION_MS = 15_000

export const NEWS_POLL_INTERVAL_MS = 60_000
export const NEWS_REMINDER_SPACING_MS = 500
export const NOTIFICATION_DURATION_MS = 3000
export const BADGE_CAP = 99

export const STATUS_SWITCH_LOADING_CAP_MS = 4000
export const SHAKE_DURATION_MS = 5000
export const MAX_ONLINE_ERROR_COUNT = 3
export const WORKING_DESK_PRELOAD_DELAY_MS = 4000

export const TABS_PER_PAGE = 10
export const TAB_LIMIT_OVERALL = 15

export const NETWORK_PROBE_INTERVAL_MS = 5000
export const NETWORK_PROBE_TIMEOUT_MS = 5000
/** Upper bounds (ms) of the latency icons; at or above the last bound the network is abnormal. */
export const NETWORK_LATENCY_BOUNDS_MS = { excellent: 100, good: 200, fair: 500, poor: 5000 } as const

export const PHONE_HIDE_DELAY_AFTER_ANSWER_MS = 1000

export const SMS_CONTENT_MAX_LENGTH = 1000
/** Characters per SMS segment: a single message, then each part of a longer one. */
export const SMS_SEGMENT_LENGTHS = {
  mainland: { single: 70, multipart: 67 },
  multiLanguage: { single: 140, multipart: 132 },
  pureEnglish: { single: 160, multipart: 153 },
  other: { single: 70, multipart: 67 },
} as const

export const PERSON_NAME_MAX_LENGTH = 20
export const COMPANY_NAME_MIN_LENGTH = 2
export const COMPANY_NAME_MAX_LENGTH = 30

export const ACTIVATION_LINK_VALID_MS = 10 * 60_000
export const ACTIVATION_RESEND_AFTER_MS = 30_000

export const QR_POLL_INTERVAL_MS = 2000
export const QR_START_WAIT_MS = 5000

export const BANNER_ROTATE_MS = 3000
/** Banner height as a fraction of its width. */
export const BANNER_HEIGHT_RATIO = 320 / 940

export const DASHBOARD_MESSAGES_REFRESH_MS = 60_000
export const DASHBOARD_MESSAGE_COUNT = 4
export const DASHBOARD_HISTORY_COUNT = 8
export const MESSAGE_CENTRE_PAGE_SIZE = 50

export const TRIAL_DAYS = 7
export const ERROR_PAGE_COUNTDOWN_S = 6

export const DIALOG_WIDTHS = { deviceCheck: 372, changePassword: 600, protocol: 720, iframe: 900 } as const
export const TALL_LAYOUT_MIN_WINDOW_HEIGHT = 820
export const MENU_TITLE_TOOLTIP_MIN_LENGTH = 8

/** Phone masking keeps the first 3 and the last 4 digits. */
export const PHONE_MASK_KEEP = { head: 3, tail: 4 } as const

export const RECOMMENDED_CHROME_VERSIONS = { min: 76, max: 95 } as const

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
export const DEFAULT_UTC_OFFSET_HOURS = 8
export const DEFAULT_SYSTEM_NAME = 'CRM'

/** The cookie that carries the session token. HttpOnly: page scripts never read it. */
export const SESSION_COOKIE_NAME = 'portal_sid'

/** Where the portal lives; every portal route sits under it (spec §2). */
export const PORTAL_BASE_PATH = '/dzfront/portal'
/** The page a login lands on when nothing else is asked for. */
export const DEFAULT_ROUTE_PATH = `${PORTAL_BASE_PATH}/portal`
export const LOGIN_ROUTE_PATH = `${PORTAL_BASE_PATH}/login`
/** Query parameter that carries the page to return to after login. */
export const REDIRECT_QUERY_PARAM = 'redirect'
/** Pages that are never a place to return to after login. */
export const AUTH_PAGE_NAMES = ['login', 'modify', 'register', 'activate'] as const
/** The static file the network indicator and the bench probe. */
export const RELEASE_INFO_PATH = `${PORTAL_BASE_PATH}/release-info.json`
