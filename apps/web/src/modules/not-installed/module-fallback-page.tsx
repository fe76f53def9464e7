import { useLocation, useParams } from 'react-router'
import { ModuleNotInstalledPage } from './module-not-installed-page'

/** Any module path without a built page (mzz/{module}/...): the module-not-installed page for that module. */
export const ModuleFallbackPage = () => {
  const { module = '' } = useParams()
  const { pathname } = useLocation()
  return <ModuleNotInstalledPage module={module} path={pathname} />
}
