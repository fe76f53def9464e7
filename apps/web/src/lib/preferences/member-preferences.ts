import {
  DEFAULT_MEMBER_PREFERENCES,
  memberPreferencesRoute,
  updateMemberPreferencesRoute,
  type MemberPreferences,
} from '@portal/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../api/call-api'
import { usePushEvents } from '../push/use-push-events'
import { MEMBER_PREFERENCES_QUERY_KEY } from './member-preferences-query-key'
import { readCachedPreferences, writeCachedPreferences } from './preference-cache'

/** The member's preferences from the server, starting from what this browser last knew (so nothing flickers). */
export const memberPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: MEMBER_PREFERENCES_QUERY_KEY,
    queryFn: async ({ signal }): Promise<MemberPreferences> => {
      const preferences = await callApi(memberPreferencesRoute, { signal })
      writeCachedPreferences(preferences)
      return preferences
    },
    placeholderData: readCachedPreferences() ?? DEFAULT_MEMBER_PREFERENCES,
    staleTime: Infinity,
  })

/**
 * The signed-in member's preferences (theme, density, shortcuts, focus during calls, desktop notifications); the
 * defaults until known. Only inside a session.
 * @example const { shortcutsEnabled } = useMemberPreferences()
 */
export const useMemberPreferences = (): MemberPreferences =>
  useQuery(memberPreferencesQueryOptions()).data ?? DEFAULT_MEMBER_PREFERENCES

/**
 * Changes some of the member's preferences; every open page of theirs follows (the change comes back by push).
 * @example const change = useUpdateMemberPreferences(); change.mutate({ theme: 'dark' })
 */
export const useUpdateMemberPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: Partial<MemberPreferences>) =>
      callApi(updateMemberPreferencesRoute, { body: change }),
    onSuccess: (saved) => {
      writeCachedPreferences(saved)
      queryClient.setQueryData(MEMBER_PREFERENCES_QUERY_KEY, saved)
    },
  })
}

/** Applies a change made in another tab or on another device to this page. Mount once inside a session. */
export const useMemberPreferencesPush = () => {
  const queryClient = useQueryClient()
  usePushEvents((event) => {
    if (event.type !== 'MEMBER_PREFERENCES_CHANGED') return
    // The page checked the frame against its declaration when it arrived.
    const preferences: MemberPreferences = {
      theme: event.theme,
      density: event.density,
      shortcutsEnabled: event.shortcutsEnabled,
      focusDuringCalls: event.focusDuringCalls,
      desktopNotifications: event.desktopNotifications,
    }
    writeCachedPreferences(preferences)
    queryClient.setQueryData(MEMBER_PREFERENCES_QUERY_KEY, preferences)
  })
}
