import type { CtiState } from '@portal/contract'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { serverText } from '@/lib/i18n/server-text'

/**
 * Tells the agent, once, why the system changed their state without being asked (a missed call, the rest limit,
 * silence): the agent's `systemReason` as a notice when it appears.
 */
export const useSystemReasonNotice = (state: CtiState | undefined) => {
  const { t } = useTranslation('contract')
  const reason = state?.agent.systemReason ?? null
  const since = state?.agent.stateSince
  const shown = useRef<string | null>(null)

  useEffect(() => {
    if (!reason) return
    const id = `${reason}@${since}`
    if (shown.current === id) return
    shown.current = id
    showToast('warning', serverText(t, reason))
  }, [reason, since, t])
}
