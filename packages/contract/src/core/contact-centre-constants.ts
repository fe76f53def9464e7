/**
 * The §9 constants of the SMS tool, kept here until its domain exists (telephony's are in telephony/).
 */

export const SMS_CONTENT_MAX_LENGTH = 1000
/** Characters per SMS segment: a single message, then each part of a longer one. */
export const SMS_SEGMENT_LENGTHS = {
  mainland: { single: 70, multipart: 67 },
  multiLanguage: { single: 140, multipart: 132 },
  pureEnglish: { single: 160, multipart: 153 },
  other: { single: 70, multipart: 67 },
} as const
