/** The §9 constants of the telephony half, and the defaults a tenant's call-centre settings start from. */

/** A 10-digit number gets this prefix when dialled by number. */
export const TEN_DIGIT_DIAL_PREFIX = '52'
/** The agent phone pattern when login info gives none: 1[3-9] and 9 more digits. */
export const DEFAULT_AGENT_PHONE_PATTERN = /^1[3-9]\d{9}$/
/** The switcher's loading shows at most this long, and clears earlier on the reply. */
export const STATUS_SWITCH_LOADING_CAP_MS = 4000
/** A new-message signal shakes the status icon this long. */
export const STATUS_SHAKE_MS = 5000
/** The online-chat status item gives up after this many errors in a row. */
export const MAX_ONLINE_ERROR_COUNT = 3
export const WORKING_DESK_PRELOAD_DELAY_MS = 4000
/** The phone panel hides this long after an answer (not while monitoring). */
export const PHONE_HIDE_DELAY_AFTER_ANSWER_MS = 1000
/** Phone masking keeps the first 3 and the last 4 digits. */
export const PHONE_MASK_KEEP = { head: 3, tail: 4 } as const

/** No tab heard from for this long takes a READY agent out of READY (truthful presence). */
export const PRESENCE_SILENCE_LIMIT_MS = 30_000
/** How often each server process tells the database which agents it still has a page for. */
export const PRESENCE_HEARTBEAT_MS = 10_000

/** The call-centre settings a tenant starts with, until its administrator changes them. */
export const DEFAULT_CALL_CENTRE_SETTINGS = {
  /** An offered call rings this long before it goes to the next agent and the first is marked busy. */
  ringTimeoutSeconds: 15,
  /** After-call work lasts this long unless ended early or extended. */
  acwSeconds: 30,
  /** How much one extension of after-call work adds. */
  acwExtensionSeconds: 30,
  /** A rest (小休) ends by itself after this long: 小休持续时长达到上限. */
  restLimitSeconds: 1800,
  autoAnswer: false,
  enableIncomingCallPopup: true,
  /**
   * How many times one agent is offered the same waiting call: one who missed or refused it gets it again after
   * the others, until this many offers; then it waits for someone else (or to be picked) until the caller hangs up.
   */
  maxOffersPerAgent: 3,
} as const

/** A call's note holds at most this many characters. */
export const CALL_NOTE_MAX = 2000
/** The note is saved this long after the agent stops typing (the browser keeps the draft meanwhile). */
export const CALL_NOTE_SAVE_DELAY_MS = 800
