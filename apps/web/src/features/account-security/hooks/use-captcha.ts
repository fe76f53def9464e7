import type { CaptchaType } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { captchaQueryOptions } from '../api/get-captcha'

/**
 * The picture captcha of a page: fetched while `isEnabled`, refreshed on demand (captchas are single use, so
 * after every attempt that used one). `token` goes along with the answer as LOCAL_TOKEN.
 * @example const captcha = useCaptcha('findpwd'); <CaptchaField captcha={captcha} />
 */
export const useCaptcha = (captchaType: CaptchaType, isEnabled = true) => {
  const { data, isFetching, isError, refetch } = useQuery({
    ...captchaQueryOptions(captchaType),
    enabled: isEnabled,
  })
  const refresh = useCallback(() => void refetch(), [refetch])
  return { image: data?.image, token: data?.authorization, isFetching, isError, refresh }
}

export type CaptchaState = ReturnType<typeof useCaptcha>
