import type { ReactNode } from 'react'
import { useHasPermission } from './use-has-permission'

export type PermissionProps = { code: string; children: ReactNode }

/**
 * The spec's permission directive (§6): renders its children only when the user holds the code.
 * @example <Permission code="portal.stat"><LogExportButton /></Permission>
 */
export const Permission = ({ code, children }: PermissionProps) => (useHasPermission(code) ? children : null)
