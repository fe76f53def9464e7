import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, createPath, useLocation } from 'react-router'
import { frontConfigQueryOptions } from '@/lib/front-config/get-front-config'
import { toHttpUrl } from '@/lib/routing/external-url'
import { toLoginPathFor } from '@/lib/routing/portal-path'
import { PageLoading } from '@/components/page-loading'

/**
 * Where a visitor without a live session goes (spec §4 login check): the tenant's SSO/SAML login URL when it has
 * one (http(s) only), else the login page with the full path to come back to.
 */
export const LeaveForLogin = () => {
  const location = useLocation()
  const config = useQuery(frontConfigQueryOptions())
  const ssoLoginUrl = toHttpUrl(config.data?.ssoInfo?.loginUrl)

  useEffect(() => {
    if (ssoLoginUrl) window.location.assign(ssoLoginUrl)
  }, [ssoLoginUrl])

  if (config.isPending || ssoLoginUrl) return <PageLoading />
  return <Navigate to={toLoginPathFor(createPath(location))} replace />
}
