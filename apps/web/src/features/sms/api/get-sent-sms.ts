import { sentSmsRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export const SENT_SMS_KEY = ['sms', 'sent'] as const
/** How often the open sent list asks again: delivery reports arrive after the send. */
const SENT_SMS_REFRESH_MS = 2000

/** The caller's own single SMS with their delivery status, newest first. */
export const getSentSms = (signal?: AbortSignal) => callApi(sentSmsRoute, { signal })

export const useSentSms = () =>
  useQuery({
    queryKey: SENT_SMS_KEY,
    queryFn: ({ signal }) => getSentSms(signal),
    refetchInterval: SENT_SMS_REFRESH_MS,
  })
