import { DEFAULT_MEMBER_PREFERENCES, type MemberPreferences } from '@portal/contract'
import { skipToken, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMediaQuery } from '../ui/use-media-query'
import { MEMBER_PREFERENCES_QUERY_KEY } from './member-preferences-query-key'
import { readCachedPreferences } from './preference-cache'

/** How the page looks now: the member's theme resolved against the system's, and their density. */
export type AppliedTheme = { isDark: boolean; isCompact: boolean }

/**
 * The theme and density to draw with, on every page: the member's preferences once a session has read them (it
 * never asks the server itself, so the login page makes no call), else this browser's copy. It keeps `<html>`'s
 * data-theme and data-density, which public/first-paint-theme.js set before the first paint, in step with them.
 * @example const { isDark, isCompact } = useAppliedTheme()
 */
export const useAppliedTheme = (): AppliedTheme => {
  // Reads the cache only (skipToken): the login route then carries neither the call nor the push client.
  const preferences =
    useQuery<MemberPreferences>({ queryKey: MEMBER_PREFERENCES_QUERY_KEY, queryFn: skipToken }).data ??
    readCachedPreferences() ??
    DEFAULT_MEMBER_PREFERENCES
  const systemIsDark = useMediaQuery('(prefers-color-scheme: dark)')
  const isDark = preferences.theme === 'dark' || (preferences.theme === 'system' && systemIsDark)
  const isCompact = preferences.density === 'compact'
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light'
    document.documentElement.dataset.density = isCompact ? 'compact' : 'comfortable'
  }, [isDark, isCompact])
  return { isDark, isCompact }
}
