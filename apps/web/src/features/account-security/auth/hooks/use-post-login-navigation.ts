import { REDIRECT_QUERY_PARAM, type LoginResponse } from '@portal/contract'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toRouterPath } from '@/lib/routing/portal-path'
import { resolvePostLoginTarget } from '../utils/post-login-target'

/** Goes where a successful login should land: within the SPA when the target is a portal page. */
export const usePostLoginNavigation = () => {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return useCallback(
    ({ redirectUrl, url }: LoginResponse) => {
      const requested = searchParams.get(REDIRECT_QUERY_PARAM)
      const target = resolvePostLoginTarget({ redirectUrl, url, requested }, window.location.origin)
      const routerPath = toRouterPath(target)
      if (routerPath) void navigate(routerPath, { replace: true })
      else window.location.assign(target)
    },
    [navigate, searchParams],
  )
}
