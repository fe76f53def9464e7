import type { Locale } from '@portal/contract'

type Values = Record<string, unknown> | undefined

const fillPath = (path: string, params: Values): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })

/**
 * The URL of a contract route: `:name` parameters filled in, the query appended, and always the `locale`.
 * @example buildApiUrl('/user/account/tenants', undefined, { account: 'a@b.cn' }, 'en-US')
 * // '/user/account/tenants?account=a%40b.cn&locale=en-US'
 */
export const buildApiUrl = (path: string, params: Values, query: Values, locale: Locale): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(key, String(item))
    }
  }
  search.set('locale', locale)
  return `${fillPath(path, params)}?${search}`
}
