import { useCallback } from 'react'
import { useSession } from '../sessions/get-session'
import { hasPermission } from './has-permission'

/**
 * Tells whether the signed-in user holds a §6 code; `can` checks several without calling the hook again.
 * Hiding a control is not authorisation: the server checks the same codes on every route.
 * @example const { can } = usePermissions(); if (can('portal.stat')) ...
 */
export const usePermissions = () => {
  const { data: session } = useSession()
  const codes = session?.authResult.principal.permissions
  const can = useCallback((code: string) => hasPermission(codes, code), [codes])
  return { can, codes }
}

/**
 * Whether the signed-in user holds a §6 code.
 * @example const canExportLog = useHasPermission('portal.stat')
 */
export const useHasPermission = (code: string): boolean => usePermissions().can(code)
