import {
  MAX_ONLINE_ERROR_COUNT,
  RESPONSE_CODES,
  STATUS_SWITCH_LOADING_CAP_MS,
  type Channel,
  type ChannelStatus,
} from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api/api-error'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCappedLoading } from '@/lib/ui/use-capped-loading'
import { showToast } from '@/lib/ui/toast'
import { applyChannelPresence } from '../api/apply-channel-presence'
import { setChannelStatus } from '../api/set-channel-status'

// A refusal the server explains (签入失败，电话和视频不能同时签入) is the agent's to act on, not the channel failing.
const isRefusal = (error: unknown) => error instanceof ApiError && error.code === RESPONSE_CODES.FAILURE

/**
 * A status item's behaviour (§4, §9): a choice posts the channel's transition; loading shows until the reply, at
 * most 4 s; the reply updates every tab's item. After MAX_ONLINE_ERROR_COUNT failures in a row the item gives up
 * (posts nothing more) until `retry`.
 */
export const useChannelChoice = (channel: Channel) => {
  const { t } = useTranslation('contract')
  const queryClient = useQueryClient()
  const loading = useCappedLoading(STATUS_SWITCH_LOADING_CAP_MS)
  const [errorCount, setErrorCount] = useState(0)
  const hasGivenUp = errorCount >= MAX_ONLINE_ERROR_COUNT

  const choose = async (status: ChannelStatus) => {
    if (hasGivenUp) return
    loading.start()
    try {
      applyChannelPresence(queryClient, await setChannelStatus(channel, status))
      setErrorCount(0)
    } catch (error) {
      if (!isRefusal(error)) setErrorCount((count) => count + 1)
      showToast('error', toErrorMessage(error, t))
    } finally {
      loading.stop()
    }
  }

  return {
    choose: (status: ChannelStatus) => void choose(status),
    isLoading: loading.isLoading,
    hasGivenUp,
    retry: () => setErrorCount(0),
  }
}
