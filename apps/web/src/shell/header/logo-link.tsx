import { DEFAULT_SYSTEM_NAME } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

/** The logo: the brand's logo image and the system name (the brand's site name), leading to the portal overview; its name starts with the name it shows. */
export const LogoLink = () => {
  const { t } = useTranslation('shell')
  const { data: config } = useFrontConfig()
  const name = config?.systemName || DEFAULT_SYSTEM_NAME
  const logoUrl = config?.brandInfo.logoUrl
  return (
    <Link to={ROUTER_PATHS.home} aria-label={t('header.home', { name })} className="portal-logo">
      {logoUrl && (
        <img src={logoUrl} alt="" style={{ height: 24, marginInlineEnd: 8, verticalAlign: 'middle' }} />
      )}
      {name}
    </Link>
  )
}
