import type { Locale as AntdLocale } from 'antd/es/locale'

/**
 * One language's texts for the first page: the portal's first namespaces with the contract's messages, and Ant
 * Design's own texts (pickers, pagination, empty states). Lazily loaded code adds its namespaces itself.
 */
export type LocaleBundle = { texts: Record<string, Record<string, string>>; antdLocale: AntdLocale }
