import type { CtiState } from '@portal/contract'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { serverText } from '@/lib/i18n/server-text'
import { showToast } from '@/lib/ui/toast'

/**
 * Tells the agent, once, why the blind transfer they made on a SIP network did not go through (the customer
 * refused the REFER, the colleague declined or did not answer): the customer is back on their call. Only a
 * referral this page saw under way is told (a page opened later did not see it happen).
 */
export const useReferralFailureNotice = (state: CtiState | undefined) => {
  const { t } = useTranslation('contract')
  const referral = state?.call?.softphone?.referral ?? null
  const referring = useRef<string | null>(null)

  useEffect(() => {
    if (referral?.status === 'REFERRING') {
      referring.current = referral.id
      return
    }
    if (!referral || referral.id !== referring.current) return
    referring.current = null
    const failure = referral.failure ?? 'telephony.referralFailed'
    showToast('warning', serverText(t, failure))
  }, [referral, t])
}
