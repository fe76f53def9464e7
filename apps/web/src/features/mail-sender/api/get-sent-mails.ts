import { listSentMailRoute } from '@portal/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { MAIL_SENDER_QUERY_KEY } from './mail-sender-query-key'

/** One page of the agent's own e-mails, newest first. */
export const useSentMails = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...MAIL_SENDER_QUERY_KEY, 'list', page, pageSize],
    queryFn: ({ signal }) => callApi(listSentMailRoute, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  })
