import { useQueryClient } from '@tanstack/react-query'
import { useMemberPreferences, useMemberPreferencesPush } from '@/lib/preferences/member-preferences'
import { usePushEvents } from '@/lib/push/use-push-events'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { PROFILE_QUERY_KEY } from '../api/profile-query-key'

/**
 * Keeps every open page's current user fresh: when the account's name, phone or avatar changed (in any tab or on
 * any device), the session cache and the personal info are read again; changed preferences apply at once. Renders
 * nothing. It reads the member's preferences once per page, so a theme chosen on another device applies here too.
 */
export const ProfileChangeWatch = () => {
  const queryClient = useQueryClient()
  useMemberPreferences()
  useMemberPreferencesPush()
  usePushEvents((event) => {
    if (event.type !== 'PROFILE_CHANGED') return
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
  })
  return null
}
