import { sendMailRoute, type SendMailBody } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MAIL_SENDER_QUERY_KEY } from './mail-sender-query-key'

/** Sends one e-mail; the sent list is refreshed whatever the result, since a failed send is recorded too. */
export const sendMail = (body: SendMailBody) => callApi(sendMailRoute, { body })

export const useSendMail = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAIL_SENDER_QUERY_KEY }),
  })
}
