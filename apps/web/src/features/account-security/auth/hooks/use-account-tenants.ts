import { checkAccount, type TenantListItem } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { accountTenantsQueryOptions } from '../api/get-account-tenants'

const isValidAccount = (account: string) => checkAccount(account) === null

/**
 * The tenants to choose from for an account (or, in phone mode, a phone number), looked up when the value is
 * valid. A failed lookup counts as "nothing to choose" and shows nothing (spec §8).
 */
export const useAccountTenants = (isLookupWorthy: (value: string) => boolean = isValidAccount) => {
  const queryClient = useQueryClient()
  const [tenants, setTenants] = useState<TenantListItem[]>([])
  const latestAccount = useRef('')

  const lookUpTenants = useCallback(
    async (value: string | undefined): Promise<TenantListItem[]> => {
      const account = value?.trim() ?? ''
      latestAccount.current = account
      const found = isLookupWorthy(account)
        ? await queryClient.fetchQuery(accountTenantsQueryOptions(account)).catch(() => [])
        : []
      // An older answer arriving late must not replace the list of the account now in the field.
      if (latestAccount.current !== account) return found
      // Rendered at once, so a caller can validate the tenant picker right after this resolves.
      flushSync(() => setTenants(found))
      return found
    },
    [queryClient, isLookupWorthy],
  )

  return { tenants, lookUpTenants }
}
