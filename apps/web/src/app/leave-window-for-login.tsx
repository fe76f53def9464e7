import { LOGIN_ROUTE_PATH, REDIRECT_QUERY_PARAM } from '@portal/contract'
import { useEffect } from 'react'
import { PageLoading } from '@/components/page-loading'

/**
 * The desktop workbench window without a live session: it lies outside the portal's router, so it leaves for the
 * login page by a full navigation, carrying its own address to come back to.
 */
export const LeaveWindowForLogin = () => {
  useEffect(() => {
    const back = `${window.location.pathname}${window.location.search}`
    window.location.replace(`${LOGIN_ROUTE_PATH}?${new URLSearchParams({ [REDIRECT_QUERY_PARAM]: back })}`)
  }, [])
  return <PageLoading />
}
