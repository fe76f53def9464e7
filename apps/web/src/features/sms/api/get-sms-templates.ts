import { smsTemplatesRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's SMS templates with their signatures, and whether its multi-language switch is on. */
export const getSmsTemplates = (signal?: AbortSignal) => callApi(smsTemplatesRoute, { signal })

export const useSmsTemplates = () =>
  useQuery({ queryKey: ['sms', 'templates'], queryFn: ({ signal }) => getSmsTemplates(signal) })
