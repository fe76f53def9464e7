import { smsSendRoute, type RouteQuery } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { SENT_SMS_KEY } from './get-sent-sms'

/** Sends a single SMS: the form's fields in the query string, an empty body (spec §7). */
export const sendSms = (query: RouteQuery<typeof smsSendRoute>) => callApi(smsSendRoute, { query })

export const useSendSms = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendSms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_SMS_KEY }),
  })
}
