import type { Locale } from '@portal/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import ConfigProvider from 'antd/es/config-provider'
import type { ReactNode } from 'react'
import { ANTD_LOCALES } from '../lib/antd-locale'
import { queryClient } from '../lib/query-client'

// Ant Design spaces out two-character Chinese labels ("登 录"), which would change the button's accessible name.
const BUTTON_CONFIG = { autoInsertSpace: false }

export type AppProvidersProps = { locale: Locale; children: ReactNode }

/** Server state and Ant Design's language, for the whole app. */
export const AppProviders = ({ locale, children }: AppProvidersProps) => (
  <QueryClientProvider client={queryClient}>
    <ConfigProvider locale={ANTD_LOCALES[locale]} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  </QueryClientProvider>
)
