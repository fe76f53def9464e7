import type { CtiState } from '@portal/contract'
import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMemberPreferences } from '@/lib/preferences/member-preferences'
import { setCallConnected } from '@/lib/telephony/call-connected'
import { NOT_CLAIMED } from '@/lib/tabs/claim-if-free'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { claimCallAlert } from './call-alert-claim'
import { callerOf, ringIdOf, startRingAlert } from './ring-alert'
import { isAnotherPortalTabFocused, markPortalFocus } from './portal-focus'
import { prepareCallAlertWorker } from './prepare-call-alert-worker'
import { faviconLink, flashWhileRinging } from './ringing-flash'
import { useNotificationAnswer } from './use-notification-answer'
import '../translations'
import './translations'

// This page among the browser's tabs, for the claim of a ring; a reload is a new tab.
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

const claimForThisTab = async (ringId: string) => {
  try {
    const locks = 'locks' in navigator && navigator.locks ? navigator.locks : undefined
    return await claimCallAlert(ringId, { tabId: TAB_ID, locks, storage: window.localStorage })
  } catch {
    // Storage refused (a sandboxed frame): this tab stays quiet rather than risk a second alert.
    return NOT_CLAIMED
  }
}

/**
 * Alerts the agent to a ringing call when the portal is in the background: every tab flashes its title and icon,
 * and one tab of the browser (the first to claim the ring) rings and shows the desktop notification, whose 接听
 * answers the call where the browser has service workers. It also tells the page whether a call is connected,
 * which the messages' "focus during calls" reads.
 * @example useCallAlerts(state)
 */
export const useCallAlerts = (state: CtiState | undefined) => {
  const { t } = useTranslation('call-alerts')
  const { desktopNotifications } = useMemberPreferences()
  const call = state?.call ?? null
  const phase = call ? callPhase(call.callStatus) : null
  const ringing = call && phase === CALL_PHASES.ringing && !call.listening ? call : null
  const ringId = ringing ? ringIdOf(ringing) : null
  const caller = ringing ? callerOf(ringing) : ''
  const isConnected = phase === CALL_PHASES.active || phase === CALL_PHASES.held

  useEffect(() => markPortalFocus(TAB_ID), [])
  // Registered when the page starts following calls, so its worker is running by the first ring.
  useEffect(() => {
    if (desktopNotifications) prepareCallAlertWorker()
  }, [desktopNotifications])
  useNotificationAnswer(ringing && ringId ? { callId: ringing.callId, ringId } : null)

  useEffect(() => {
    setCallConnected(isConnected)
    return () => setCallConnected(false)
  }, [isConnected])

  useEffect(() => {
    if (!ringId) return
    return flashWhileRinging(t('flash', { caller }), { page: document, icon: faviconLink() })
  }, [ringId, caller, t])

  const handleClaimed = useEffectEvent((id: string) => {
    if (!ringing) return () => {}
    const line = ringing.didNumberName || ringing.skillsetName
    return startRingAlert({
      notification: {
        tag: id,
        title: t('notification.title', { caller: callerOf(ringing) }),
        body: line
          ? t('notification.body', { phone: ringing.phoneNumber, line })
          : t('notification.bodyNoLine', { phone: ringing.phoneNumber }),
        // The phone panel's own word for it.
        answerTitle: t('action.answer', { ns: 'telephony' }),
      },
      isNotifying: desktopNotifications,
      isRingingElsewhere: state?.agent.softphone ?? false,
      isWatchedElsewhere: () => isAnotherPortalTabFocused(TAB_ID),
    })
  })
  useEffect(() => {
    if (!ringId) return
    let isCurrent = true
    let stop = () => {}
    // The ring's lock is held while this tab alerts, and let go when the ring stops (or before, if it is not ours).
    void claimForThisTab(ringId).then(({ isClaimed, release }) => {
      if (!isCurrent || !isClaimed) return release()
      const stopAlert = handleClaimed(ringId)
      stop = () => {
        stopAlert()
        release()
      }
    })
    return () => {
      isCurrent = false
      stop()
    }
  }, [ringId])
}
