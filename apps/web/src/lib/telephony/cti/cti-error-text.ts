import { ApiError, NetworkError } from '@/lib/api/api-error'
import { isContractText } from '@/lib/i18n/register-translations'

type Translate = (key: string) => string

/**
 * What a failed telephony command tells the agent: the server's message, else the command's own failure text
 * (a contract key such as telephony.saveAcwFailed), else the generic error.
 * @example ctiErrorText(error, t, 'telephony.transferOutsideFailed')
 */
export const ctiErrorText = (error: unknown, t: Translate, fallbackKey?: string): string => {
  if (error instanceof NetworkError) return t('contract:network.error')
  if (error instanceof ApiError && error.message) return error.message
  if (fallbackKey && isContractText(fallbackKey)) return t(`contract:${fallbackKey}`)
  return t('contract:server.error')
}
