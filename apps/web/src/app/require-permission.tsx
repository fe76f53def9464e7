import type { ReactNode } from 'react'
import { ErrorPage } from '@/components/error-pages/error-page'
import { useHasPermission } from '@/lib/access/use-has-permission'

export type RequirePermissionProps = { code: string | undefined; children: ReactNode }

/** A page that needs a §6 code: the page when the user holds it, else the 403 page inside the frame. */
export const RequirePermission = ({ code, children }: RequirePermissionProps) => {
  const isAllowed = useHasPermission(code ?? '/')
  return isAllowed ? children : <ErrorPage status={403} isFramed />
}
