import theme from 'antd/es/theme'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { LanguageSwitcher } from '@/components/language/language-switcher'
import { PageLoading } from '@/components/page-loading'

/**
 * The login layout of the login, modify, register and activate pages: the brand's background, a header with the
 * language switcher when the tenant offers more than one language, and the page's card in the middle.
 */
export const AuthLayout = () => {
  const { token } = theme.useToken()
  const { data: config } = useFrontConfig()
  const locales = config?.localeInfo ?? []

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        background: config?.brandInfo.backgroundColor || token.colorBgLayout,
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: token.padding, minHeight: 32 }}>
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
