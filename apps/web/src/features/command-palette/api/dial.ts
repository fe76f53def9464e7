import { dialRoute, type RouteBody } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'

/**
 * An outbound call by number or by customer, through the contract's dial command; the phone panel follows the
 * call by the CTI state push, as it does for the dial pad. A refusal is told as a toast.
 * @example const dial = useDial(); dial.mutate({ customerId })
 */
export const useDial = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: (body: RouteBody<typeof dialRoute>) => callApi(dialRoute, { body }),
    onError: (error) => showToast('error', toErrorMessage(error, t)),
  })
}
