import { Navigate, useLocation, useParams } from 'react-router'

/**
 * The `redirect` route (portal.redirect): /redirect/{page} goes straight back to the page, which mounts anew.
 * The tab bar's refresh passes through it.
 */
export const RedirectPage = () => {
  const { '*': rest = '' } = useParams()
  const { search, hash } = useLocation()
  return <Navigate to={`/${rest}${search}${hash}`} replace />
}
