import type * as PhoneNumbers from 'libphonenumber-js/min'
import { DEFAULT_MOBILE_PATTERN, toPhonePattern, type Country } from '@portal/contract'
import { loadOnFirstUse } from '../../lib/load-on-first-use'

/** The portal's own phone rule wins over the numbering plan for mainland China: mobiles only (spec §5). */
const PATTERN_OVERRIDES: Partial<Record<PhoneNumbers.CountryCode, string>> = {
  CN: DEFAULT_MOBILE_PATTERN.source.replace(/^\^|\$$/g, ''),
}
const FIRST_COUNTRY: PhoneNumbers.CountryCode = 'CN'

// The library's typings leave out the pattern, though every metadata version has it; checked before use.
type PlanWithPattern = { nationalNumberPattern?: () => string; possibleLengths: () => number[] }

// The numbering plans (a hundred files) load, and the list is built, by the first call, never on the start's path.
const loadCountries = loadOnFirstUse(async () => buildCountries(await import('libphonenumber-js/min')))

/**
 * Every region libphonenumber-js knows, with its calling code, English and Chinese names and the pattern of its
 * national numbers; China first, then by calling code. Built once, then served from memory.
 * @example (await listCountries())[0] // { code: 'CN', countryCode: '86', name: 'China', zhDescription: '中国', phonePattern: '1\\d{10}' }
 */
export const listCountries = (): Promise<Country[]> => loadCountries()

function buildCountries({ Metadata, getCountries, getCountryCallingCode }: typeof PhoneNumbers): Country[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' })
  const chinese = new Intl.DisplayNames(['zh-CN'], { type: 'region' })
  const metadata = new Metadata()
  const countries = getCountries().map((code) => {
    metadata.selectNumberingPlan(code)
    return {
      code,
      countryCode: getCountryCallingCode(code),
      name: english.of(code) ?? code,
      zhDescription: chinese.of(code) ?? code,
      phonePattern:
        PATTERN_OVERRIDES[code] ?? nationalPattern(metadata.numberingPlan as PlanWithPattern | undefined),
    }
  })
  return countries.sort(
    (a, b) =>
      Number(b.code === FIRST_COUNTRY) - Number(a.code === FIRST_COUNTRY) ||
      Number(a.countryCode) - Number(b.countryCode) ||
      a.code.localeCompare(b.code),
  )
}

/** The plan's national number pattern when it compiles, else any digits of the plan's possible lengths. */
function nationalPattern(plan: PlanWithPattern | undefined): string {
  const pattern = plan?.nationalNumberPattern?.()
  if (pattern && toPhonePattern(pattern)) return pattern
  const lengths = plan?.possibleLengths() ?? []
  return lengths.length > 0 ? `\\d{${Math.min(...lengths)},${Math.max(...lengths)}}` : '\\d{4,16}'
}
