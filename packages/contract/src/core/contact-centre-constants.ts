/**
 * The §9 constants of the contact-centre half (telephony, presence, the SMS tool), kept here until its domains
 * exist; each then moves to its domain.
 */

/** A 10-digit number gets this prefix when dialled by number. */
export const TEN_DIGIT_DIAL_PREFIX = '52'
/** The agent phone pattern when login info gives none: 1[3-9] and 9 more digits. */
export const DEFAULT_AGENT_PHONE_PATTERN = /^1[3-9]\d{9}$/

export const STATUS_SWITCH_LOADING_CAP_MS = 4000
export const MAX_ONLINE_ERROR_COUNT = 3
export const WORKING_DESK_PRELOAD_DELAY_MS = 4000

export const PHONE_HIDE_DELAY_AFTER_ANSWER_MS = 1000

export const SMS_CONTENT_MAX_LENGTH = 1000
/** Characters per SMS segment: a single message, then each part of a longer one. */
export const SMS_SEGMENT_LENGTHS = {
  mainland: { single: 70, multipart: 67 },
  multiLanguage: { single: 140, multipart: 132 },
  pureEnglish: { single: 160, multipart: 153 },
  other: { single: 70, multipart: 67 },
} as const

/** Phone masking keeps the first 3 and the last 4 digits. */
export const PHONE_MASK_KEEP = { head: 3, tail: 4 } as const
