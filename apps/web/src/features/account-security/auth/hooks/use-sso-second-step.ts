import { SSO_SECOND_STEP_PARAM, secondAuthPendingRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { callApi } from '@/lib/api/call-api'
import type { SecondAuthOutcome } from '../utils/login-outcome'

/**
 * After a single sign-on whose provider used no second factor of its own, the server sends the browser here with
 * `?secondStep=1` and a step session: the step it owes is read from that session and its dialog opened, once.
 */
export const useSsoSecondStep = (open: (outcome: SecondAuthOutcome) => void) => {
  const isAsked = useSearchParams()[0].get(SSO_SECOND_STEP_PARAM) === '1'
  const pending = useQuery({
    queryKey: ['auth', 'second-step'],
    queryFn: ({ signal }) => callApi(secondAuthPendingRoute, { signal }),
    enabled: isAsked,
    retry: false,
    gcTime: 0,
  })
  const hasOpened = useRef(false)
  useEffect(() => {
    if (!pending.data || hasOpened.current) return
    hasOpened.current = true
    open({ kind: 'secondAuth', ...pending.data })
  }, [pending.data, open])
}
