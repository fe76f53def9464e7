import { Navigate, useLocation, useParams } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { legacyMainTarget } from './legacy-paths'

/** /dzfront/portal/main/{old}/... goes to its module page (spec §2 router guard); an unknown name is a 404. */
export const LegacyMainRedirect = () => {
  const { legacy = '', '*': rest = '' } = useParams()
  const { search, hash } = useLocation()
  const target = legacyMainTarget(legacy, rest, search)
  return <Navigate to={target ? `${target}${hash}` : ROUTER_PATHS.notFound} replace />
}
