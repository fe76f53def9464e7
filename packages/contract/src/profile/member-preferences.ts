import { z } from 'zod'

/** Light, dark, or whatever the member's system says (prefers-color-scheme). */
export const THEME_MODES = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

/** The spacing of controls and tables: the default, or compact for more rows on a screen. */
export const DENSITIES = ['comfortable', 'compact'] as const
export type Density = (typeof DENSITIES)[number]

/** A member's own working preferences, the same on every device they sign in from. */
export const memberPreferencesSchema = z.object({
  theme: z.enum(THEME_MODES),
  density: z.enum(DENSITIES),
  /** The global keyboard shortcuts (answer, hang up, hold, …); off for a member whose screen reader or habit clashes. */
  shortcutsEnabled: z.boolean(),
  /** While a call is connected, message chimes and banners stay quiet (they still arrive in the message centre). */
  focusDuringCalls: z.boolean(),
  /** A ringing call shows a desktop notification when the browser allows it. */
  desktopNotifications: z.boolean(),
})
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>

/** What a member has before they change anything. */
export const DEFAULT_MEMBER_PREFERENCES: MemberPreferences = {
  theme: 'light',
  density: 'comfortable',
  shortcutsEnabled: true,
  focusDuringCalls: false,
  desktopNotifications: true,
}
