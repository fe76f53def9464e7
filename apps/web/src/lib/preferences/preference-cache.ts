import { memberPreferencesSchema, type MemberPreferences } from '@portal/contract'

/** This browser's copy of the last member's preferences: the theme is applied from it before the first paint. */
export const PREFERENCE_CACHE_KEY = 'portal.preferences'

/** The preferences this browser last saw, or null when none or unreadable. */
export function readCachedPreferences(storage: Storage = window.localStorage): MemberPreferences | null {
  try {
    const parsed = memberPreferencesSchema.safeParse(
      JSON.parse(storage.getItem(PREFERENCE_CACHE_KEY) ?? 'null'),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeCachedPreferences(
  preferences: MemberPreferences,
  storage: Storage = window.localStorage,
) {
  try {
    storage.setItem(PREFERENCE_CACHE_KEY, JSON.stringify(preferences))
  } catch {
    // A full or refused storage only costs the next page load its early theme.
  }
}
