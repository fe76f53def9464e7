import { useLocation } from 'react-router'
import { ModuleNotInstalledPage } from './module-not-installed-page'

/** The invite-for-gifts activity: its pages and data are not part of this build yet. */
export const InvitePage = () => <ModuleNotInstalledPage module="main" path={useLocation().pathname} />
