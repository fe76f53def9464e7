import { captchaRoute, type CaptchaType } from '@portal/contract'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** A picture captcha: its image (a data URL) and the token its answer is checked against (LOCAL_TOKEN). */
export const getCaptcha = (captchaType: CaptchaType, signal?: AbortSignal) =>
  callApi(captchaRoute, { query: { captchaType }, signal })

// Captchas are single use: one is never shared between pages or kept after its page is gone.
export const captchaQueryOptions = (captchaType: CaptchaType) =>
  queryOptions({
    queryKey: ['captcha', captchaType],
    queryFn: ({ signal }) => getCaptcha(captchaType, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
