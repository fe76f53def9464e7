import { updateAcwRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { showToast } from '@/lib/ui/toast'

/** Keeps the after-call work's length, in whole seconds, on the call's record (§7 updateAcw). */
export const updateAcw = ({ acwDuration, recordId }: { acwDuration: number; recordId: string }) =>
  callApi(updateAcwRoute, { body: { acwDuration, participantRole: 'AGENT', participantId: recordId } })

/** Saves the after-call work time; a failure says 保存话后时间失败 (§8). */
export const useUpdateAcw = () => {
  const { t } = useTranslation('contract')
  return useMutation({
    mutationFn: updateAcw,
    onError: () => showToast('error', t('telephony.saveAcwFailed')),
  })
}
