/**
 * An absolute http(s) URL, normalised, or null for anything else (`javascript:`, `data:`, relative paths...).
 * Used before following a URL that comes from configuration, such as an SSO login or logout URL.
 * @example toHttpUrl('https://sso.example.cn/login') // 'https://sso.example.cn/login'; toHttpUrl('javascript:x') // null
 */
export const toHttpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
