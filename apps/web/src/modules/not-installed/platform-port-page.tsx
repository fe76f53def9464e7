import { useLocation } from 'react-router'
import { ModuleNotInstalledPage } from './module-not-installed-page'

/**
 * The working-desk frame (platformPort). Its page, /dzfront/workbench/working, is not built yet, so this says
 * the platform module is not installed rather than frame a missing page.
 */
export const PlatformPortPage = () => (
  <ModuleNotInstalledPage module="platform" path={useLocation().pathname} />
)
