import {
  DEFAULT_MOBILE_LENGTH,
  DEFAULT_MOBILE_PATTERN,
  GLOBAL_PHONE_MAX_DIGITS,
  GLOBAL_PHONE_PATTERN,
  toPhonePattern,
  type Country,
} from '@portal/contract'

/** China's calling code: the country the picker starts on (default tenant language zh-CN, spec §9). */
export const DEFAULT_COUNTRY_CODE = '86'

export type PhoneRule = { pattern: RegExp; maxLength: number }

/**
 * The login phone's pattern and input length (spec §5): 11 digits starting with 1 by default or for China;
 * with another country chosen, that country's pattern (any 4 to 16 digits when its pattern is unusable).
 * @example toPhoneRule(undefined) // { pattern: DEFAULT_MOBILE_PATTERN, maxLength: 11 }
 */
export const toPhoneRule = (country?: Pick<Country, 'countryCode' | 'phonePattern'>): PhoneRule => {
  if (!country) return { pattern: DEFAULT_MOBILE_PATTERN, maxLength: DEFAULT_MOBILE_LENGTH }
  const isDefault = country.countryCode === DEFAULT_COUNTRY_CODE
  return {
    pattern:
      toPhonePattern(country.phonePattern) ?? (isDefault ? DEFAULT_MOBILE_PATTERN : GLOBAL_PHONE_PATTERN),
    maxLength: isDefault ? DEFAULT_MOBILE_LENGTH : GLOBAL_PHONE_MAX_DIGITS,
  }
}

/**
 * The country the picker starts on: China, else the first in the list.
 * @example findDefaultCountry(countries)?.countryCode // '86'
 */
export const findDefaultCountry = <T extends Pick<Country, 'countryCode'>>(
  countries: readonly T[],
): T | undefined => countries.find((country) => country.countryCode === DEFAULT_COUNTRY_CODE) ?? countries[0]
