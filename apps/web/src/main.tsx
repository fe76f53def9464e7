import './lib/validation/validate-without-eval'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/app-providers'
import { AppRouter } from './app/router'
import { readCurrentLocale } from './lib/i18n/current-locale'
import { initI18n } from './lib/i18n/i18n'

const locale = readCurrentLocale()
initI18n(locale)
document.documentElement.lang = locale

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders locale={locale}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
)
