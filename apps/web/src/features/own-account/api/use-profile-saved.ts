import type { Profile } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { PROFILE_QUERY_KEY } from './profile-query-key'

/**
 * What follows a saved change of one's own account: the profile is the answer, and the session cache (the
 * header's name and avatar) is read again.
 */
export const useProfileSaved = () => {
  const queryClient = useQueryClient()
  return (profile: Profile) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile)
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
  }
}
