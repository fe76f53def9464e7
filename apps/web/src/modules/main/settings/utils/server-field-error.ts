import { ApiError } from '@/lib/api/api-error'

type Translate = (key: string) => string

/**
 * The form field a failed call's message belongs to. The server answers a rule's text in the user's language, so
 * the text of each field's contract key is compared with it.
 * @example serverFieldError(error, { 'banner.linkInvalid': 'link' }, t) // { name: 'link', errors: ['链接地址不正确'] }
 */
export const serverFieldError = <F extends string>(
  error: unknown,
  fieldsByKey: Partial<Record<string, F>>,
  t: Translate,
): { name: F; errors: string[] } | null => {
  if (!(error instanceof ApiError) || !error.message) return null
  for (const [key, name] of Object.entries(fieldsByKey)) {
    if (name && t(`contract:${key}`) === error.message) return { name, errors: [error.message] }
  }
  return null
}
