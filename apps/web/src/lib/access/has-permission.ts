import { DEFAULT_PERMISSION_CODES } from '@portal/contract'

/**
 * Whether a user holding `codes` may see what `code` gates (spec §6). The default codes (/, 403, 404, 500) are
 * everyone's, even before the user's codes are known.
 * @example hasPermission(['portal.tool'], 'portal.tool') // true; hasPermission([], '404') // true
 */
export const hasPermission = (codes: readonly string[] | undefined, code: string): boolean =>
  (DEFAULT_PERMISSION_CODES as readonly string[]).includes(code) || (codes ?? []).includes(code)
