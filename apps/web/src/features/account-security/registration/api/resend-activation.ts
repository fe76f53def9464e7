import { registerResendRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export type ResendActivationInput = { id: string; email: string }

/** Registration step 3: a new activation e-mail; the earlier link stops working. */
export const resendActivation = (body: ResendActivationInput) => callApi(registerResendRoute, { body })

export const useResendActivation = () => useMutation({ mutationFn: resendActivation })
