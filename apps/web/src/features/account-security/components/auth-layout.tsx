import theme from 'antd/es/theme'
import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { LanguageSwitcher } from '@/components/language/language-switcher'
import { PageLoading } from '@/components/page-loading'

/**
 * The login layout of the login, modify, register and activate pages: the brand's background (colour and image),
 * a header with the brand's logo and the language switcher when the tenant offers more than one language, and the
 * page's card in the middle.
 */
export const AuthLayout = () => {
  const { token } = theme.useToken()
  const { data: config } = useFrontConfig()
  const systemName = config?.systemName
  // Before login the title is the system name alone: the brand's site name (the page's own title says CRM until then).
  useEffect(() => {
    if (systemName) document.title = systemName
  }, [systemName])
  const locales = config?.localeInfo ?? []
  const brand = config?.brandInfo
  const colour = brand?.backgroundColor || token.colorBgLayout

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        background: brand?.backgroundUrl
          ? `center / cover no-repeat url("${brand.backgroundUrl}"), ${colour}`
          : colour,
      }}
    >
      <header
        style={{ display: 'flex', justifyContent: 'space-between', padding: token.padding, minHeight: 32 }}
      >
        {brand?.logoUrl ? <img src={brand.logoUrl} alt={brand.brandName} style={{ height: 32 }} /> : <span />}
        {locales.length > 1 && <LanguageSwitcher locales={locales} />}
      </header>
      <main style={{ display: 'grid', placeItems: 'center', padding: token.padding }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
