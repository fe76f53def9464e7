import { useState } from 'react'
import { useAccountTenants } from './use-account-tenants'

/** The tenant to log in to: none to choose (undefined), the one chosen, or `missing` when a choice is owed. */
export type TenantChoice = { isMissing: false; tenantId?: string } | { isMissing: true }

/**
 * The tenant step of spec §4 login: look up the account's (or phone's) tenants, and insist on one when there are
 * several. The picker shows while `tenants` is not empty.
 * @example const choice = await resolveTenant(account, values.tenantId); if (choice.isMissing) return
 */
export const useTenantChoice = (isLookupWorthy?: (value: string) => boolean) => {
  const { tenants, lookUpTenants } = useAccountTenants(isLookupWorthy)
  const [isLookingUp, setIsLookingUp] = useState(false)

  const resolveTenant = async (value: string, tenantId: string | undefined): Promise<TenantChoice> => {
    setIsLookingUp(true)
    const found = await lookUpTenants(value).finally(() => setIsLookingUp(false))
    if (found.length === 0) return { isMissing: false }
    return found.some((tenant) => tenant.tenantId === tenantId)
      ? { isMissing: false, tenantId }
      : { isMissing: true }
  }

  return { tenants, lookUpTenants, resolveTenant, isLookingUp }
}
