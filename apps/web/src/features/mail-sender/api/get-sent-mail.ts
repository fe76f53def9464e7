import { sentMailDetailRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MAIL_SENDER_QUERY_KEY } from './mail-sender-query-key'

/** One of the agent's e-mails with its body and attachments; nothing is asked while no e-mail is open. */
export const useSentMail = (id: string | null) =>
  useQuery({
    queryKey: [...MAIL_SENDER_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => callApi(sentMailDetailRoute, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  })
