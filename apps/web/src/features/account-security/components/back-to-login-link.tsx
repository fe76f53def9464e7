import theme from 'antd/es/theme'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

/** 返回登录: the way back to the login page from the other login-layout pages, centred under their content. */
export const BackToLoginLink = () => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <p style={{ margin: `${token.margin}px 0 0`, textAlign: 'center' }}>
      <Link to={ROUTER_PATHS.login} style={{ color: token.colorLink }}>
        {t('backToLogin')}
      </Link>
    </p>
  )
}
