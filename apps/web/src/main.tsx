import './lib/validation/validate-without-eval'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/app-providers'
import { askFirstScreenQueries } from './app/first-screen-queries'
import { AppRouter } from './app/router'
import { readCurrentLocale } from './lib/i18n/current-locale'
import { initI18n } from './lib/i18n/i18n'
import { loadLocaleBundle } from './lib/i18n/load-locale-bundle'
import type { LocaleBundle } from './lib/i18n/locale-bundle'

const locale = readCurrentLocale()
document.documentElement.lang = locale

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

void askFirstScreenQueries(window.location.pathname)

// Started at once, for the router starts loading the page's lazy route now and its modules register their texts.
const i18n = initI18n(locale)

/** Renders the portal in one language, once that language's texts are here. */
const render = (bundle: LocaleBundle) => {
  for (const [namespace, texts] of Object.entries(bundle.texts))
    i18n.addResourceBundle(locale, namespace, texts)
  createRoot(container).render(
    <StrictMode>
      <AppProviders antdLocale={bundle.antdLocale}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  )
}

// The page's language only: its texts come before the first render, the other language's never. Not a top-level
// await, so a chunk of the bundle that imports from this entry's chunk cannot deadlock the start.
void loadLocaleBundle(locale).then(render)
