import { QueryClientProvider } from '@tanstack/react-query'
import ConfigProvider from 'antd/es/config-provider'
import type { Locale as AntdLocale } from 'antd/es/locale'
import { useMemo, type ReactNode } from 'react'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { useAppliedTheme } from '@/lib/preferences/use-applied-theme'
import { ACCESSIBLE_COLOURS } from '@/lib/ui/accessible-colours'
import { portalTheme } from '@/lib/ui/portal-theme'
import { usePrefersReducedMotion } from '@/lib/ui/use-prefers-reduced-motion'
import { queryClient } from '@/lib/api/query-client'

// Ant Design spaces out two-character Chinese labels ("登 录"), which would change the button's accessible name.
const BUTTON_CONFIG = { autoInsertSpace: false }

export type AppProvidersProps = { antdLocale: AntdLocale; children: ReactNode }

/**
 * Ant Design's language and the member's theme (light or dark, density, the tenant's brand colour; see
 * portalTheme). Motion is off for people who asked their system for less: popovers and dialogs then appear in
 * place, without zooming.
 */
const ThemedApp = ({ antdLocale, children }: AppProvidersProps) => {
  const prefersReducedMotion = usePrefersReducedMotion()
  const brandColour = useFrontConfig().data?.brandInfo.primaryColor ?? ACCESSIBLE_COLOURS.colorPrimary
  const { isDark, isCompact } = useAppliedTheme()
  const theme = useMemo(
    () => portalTheme({ brandColour, isDark, isCompact, hasMotion: !prefersReducedMotion }),
    [brandColour, isDark, isCompact, prefersReducedMotion],
  )
  return (
    <ConfigProvider locale={antdLocale} button={BUTTON_CONFIG} theme={theme}>
      {children}
    </ConfigProvider>
  )
}

/** Server state and the themed Ant Design context, for the whole app. */
export const AppProviders = (props: AppProvidersProps) => (
  <QueryClientProvider client={queryClient}>
    <ThemedApp {...props} />
  </QueryClientProvider>
)
