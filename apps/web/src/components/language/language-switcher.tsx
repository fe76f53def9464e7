import type { LocaleInfo } from '@portal/contract'
import theme from 'antd/es/theme'
import { Suspense, useId, useState, type ChangeEvent } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { readCurrentLocale, saveLocale } from '@/lib/i18n/current-locale'

// Only a language switch needs the dialog, so Modal stays out of the login page's first JavaScript.
const LanguageConfirmDialog = lazyWithRetry(() =>
  import('./language-confirm-dialog').then((module) => ({ default: module.LanguageConfirmDialog })),
)

export type LanguageSwitcherProps = { locales: LocaleInfo[] }

/**
 * The language picker of the login-layout header: a native select (a combobox named 语言 for assistive
 * technology, and no extra JavaScript), confirmed in a dialog, then stored and reloaded (spec §2, §4).
 */
export const LanguageSwitcher = ({ locales }: LanguageSwitcherProps) => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const selectId = useId()
  const [chosen, setChosen] = useState<LocaleInfo | null>(null)

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    setChosen(locales.find((locale) => locale.localeCode === event.target.value) ?? null)
  const handleCancel = () => setChosen(null)
  const handleConfirm = () => {
    if (chosen) saveLocale(chosen.localeCode)
    window.location.reload()
  }

  return (
    <div
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        background: token.colorBgContainer,
        borderRadius: token.borderRadius,
      }}
    >
      <label htmlFor={selectId}>{t('language.label')}</label>
      <select
        id={selectId}
        value={readCurrentLocale()}
        onChange={handleChange}
        style={{ font: 'inherit', border: 'none', background: 'transparent', cursor: 'pointer' }}
      >
        {locales.map((locale) => (
          <option key={locale.localeCode} value={locale.localeCode}>
            {locale.localeDesc}
          </option>
        ))}
      </select>
      {chosen && (
        <Suspense>
          <LanguageConfirmDialog
            languageName={chosen.localeDesc}
            onConfirm={handleConfirm}
            onCancel={handleCancel}
          />
        </Suspense>
      )}
    </div>
  )
}
