import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { frontConfigQueryOptions } from '../front-config/get-front-config'
import { toHttpUrl } from '../routing/external-url'
import { ROUTER_PATHS } from '../routing/portal-path'
import { sessionQueryOptions } from './get-session'
import { useLogout } from './logout'

/**
 * Logs out and leaves for the login page, or for the SSO/SAML logout URL when the tenant signs in elsewhere
 * (spec §4). `ignoreFailure` leaves even when the logout call fails, as the forced-offline dialog must.
 */
export const useLogoutAndLeave = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useLogout()

  const leave = async ({ ignoreFailure = false }: { ignoreFailure?: boolean } = {}) => {
    // Read before the logout clears the cache: where this session's tenant wants people to go afterwards.
    const session = queryClient.getQueryData(sessionQueryOptions().queryKey)
    const config = queryClient.getQueryData(frontConfigQueryOptions().queryKey)
    const ssoLogoutUrl = toHttpUrl((session?.ssoInfo ?? config?.ssoInfo)?.logoutUrl)
    try {
      await logout.mutateAsync()
    } catch (error) {
      if (!ignoreFailure) return
      queryClient.clear()
      console.warn('Logout failed; leaving anyway', error)
    }
    if (ssoLogoutUrl) window.location.assign(ssoLogoutUrl)
    else void navigate(ROUTER_PATHS.login, { replace: true })
  }

  return { leave, isPending: logout.isPending, isError: logout.isError }
}
