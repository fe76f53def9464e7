export const DEFAULT_MOBILE_LENGTH = 11
export const GLOBAL_PHONE_MIN_DIGITS = 4
export const GLOBAL_PHONE_MAX_DIGITS = 16

/** The default mobile number: 11 digits starting with 1 (spec §5, §9). */
export const DEFAULT_MOBILE_PATTERN = new RegExp(`^1\\d{${DEFAULT_MOBILE_LENGTH - 1}}$`)
/** Any country's number when the language switch is on: 4 to 16 digits. */
export const GLOBAL_PHONE_PATTERN = new RegExp(`^\\d{${GLOBAL_PHONE_MIN_DIGITS},${GLOBAL_PHONE_MAX_DIGITS}}$`)

/** The phone pattern a country's data gives, as a RegExp anchored at both ends; null when it is unusable. */
export function toPhonePattern(phonePattern: string | undefined | null): RegExp | null {
  if (!phonePattern) return null
  try {
    return new RegExp(`^(?:${phonePattern.replace(/^\^|\$$/g, '')})$`)
  } catch {
    return null
  }
}
