import { DEFAULT_SYSTEM_NAME } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

/** The logo: the system name, leading to the portal overview; its name starts with the name it shows. */
export const LogoLink = () => {
  const { t } = useTranslation('shell')
  const { data: config } = useFrontConfig()
  const name = config?.systemName || DEFAULT_SYSTEM_NAME
  return (
    <Link to={ROUTER_PATHS.home} aria-label={t('header.home', { name })} className="portal-logo">
      {name}
    </Link>
  )
}
