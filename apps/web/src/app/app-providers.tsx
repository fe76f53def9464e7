import { QueryClientProvider } from '@tanstack/react-query'
import ConfigProvider from 'antd/es/config-provider'
import type { Locale as AntdLocale } from 'antd/es/locale'
import type { ReactNode } from 'react'
import { ACCESSIBLE_COLOURS } from '@/lib/ui/accessible-colours'
import { usePrefersReducedMotion } from '@/lib/ui/use-prefers-reduced-motion'
import { queryClient } from '@/lib/api/query-client'

// Ant Design spaces out two-character Chinese labels ("登 录"), which would change the button's accessible name.
const BUTTON_CONFIG = { autoInsertSpace: false }
const WITH_MOTION = { token: { ...ACCESSIBLE_COLOURS, motion: true } }
const WITHOUT_MOTION = { token: { ...ACCESSIBLE_COLOURS, motion: false } }

export type AppProvidersProps = { antdLocale: AntdLocale; children: ReactNode }

/**
 * Server state, Ant Design's language and colours that read at WCAG AA, for the whole app. Ant Design's motion is off for people who asked
 * their system for less motion: popovers and dialogs then appear in place, without zooming.
 */
export const AppProviders = ({ antdLocale, children }: AppProvidersProps) => {
  const prefersReducedMotion = usePrefersReducedMotion()
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocale}
        button={BUTTON_CONFIG}
        theme={prefersReducedMotion ? WITHOUT_MOTION : WITH_MOTION}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  )
}
