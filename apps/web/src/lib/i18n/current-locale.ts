import { DEFAULT_LOCALE, toLocale, type Locale } from '@portal/contract'

/** Where the chosen language is kept; switching language stores it here and reloads the page. */
export const LOCALE_STORAGE_KEY = 'portal.locale'

/**
 * The language the portal is shown in: the stored choice, else the default.
 * @example localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US'); readCurrentLocale() // 'en-US'
 */
export const readCurrentLocale = (): Locale => {
  try {
    return toLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY))
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the page still works in the default language.
    return DEFAULT_LOCALE
  }
}

/**
 * Keeps a language choice for the next page load; false when storage is blocked and the choice cannot be kept.
 * @example if (saveLocale('en-US')) window.location.reload()
 */
export const saveLocale = (locale: Locale): boolean => {
  try {
    globalThis.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    return true
  } catch {
    return false
  }
}
