import { setMonitorStatusRoute, type RouteBody } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'
import { ctiErrorText } from '@/lib/telephony/cti/cti-error-text'
import { applyCtiState } from '@/lib/telephony/cti/get-cti-state'

type MonitorBody = RouteBody<typeof setMonitorStatusRoute>

/** A supervisor starts (LISTENING) or stops (END) listening to a call (§7 setMonitorStatus). */
export const setMonitorStatus = (body: MonitorBody) => callApi(setMonitorStatusRoute, { body })

/** Starts or ends listening; a failure says which (§8: set monitor start/end failed). */
export const useSetMonitorStatus = () => {
  const queryClient = useQueryClient()
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: setMonitorStatus,
    onSuccess: (state) => applyCtiState(queryClient, state),
    onError: (error, { listeningStatus }) =>
      showToast(
        'error',
        ctiErrorText(
          error,
          t,
          listeningStatus === 'END' ? 'telephony.monitorEndFailed' : 'telephony.monitorStartFailed',
        ),
      ),
  })
}
