import type { CallSnapshot } from '@portal/contract'
import { readMediaDeviceChoice } from '@/lib/media-devices/media-device-choice'
import { Ringtone } from '../softphone/ringtone'
import { isPageInBackground, type CallNotificationContent } from './call-notification'
import { showRingNotification } from './ring-notification'

export type RingAlertOptions = {
  notification: CallNotificationContent
  /** The member's desktop notification preference. */
  isNotifying: boolean
  /** The browser softphone rings by itself (in the tab holding its media): no second ring here. */
  isRingingElsewhere: boolean
  /** The agent looks at another of the portal's tabs: they see the ring there, no notification. */
  isWatchedElsewhere: () => boolean
}

/**
 * The one tab's alert of a ring: the ringtone on the chosen ringing device, and the desktop notification when the
 * agent may not be looking at the portal. Returns the way to stop both (the ring ended, or this tab closes).
 * @example const stop = startRingAlert({ notification, isNotifying: true, isRingingElsewhere: false, isWatchedElsewhere })
 */
export const startRingAlert = ({
  notification,
  isNotifying,
  isRingingElsewhere,
  isWatchedElsewhere,
}: RingAlertOptions) => {
  const ringtone = isRingingElsewhere ? null : new Ringtone()
  ringtone?.start(readMediaDeviceChoice().ringtone)
  const close =
    isNotifying && isPageInBackground() && !isWatchedElsewhere() ? showRingNotification(notification) : null
  return () => {
    ringtone?.stop()
    close?.()
  }
}

/** Who rings, as the agent knows them: the customer's name, else the (masked) number. */
export const callerOf = (call: CallSnapshot) => call.customer?.name || call.phoneNumber

/** One ring of a call: the call and when it began ringing (a call offered again rings again). */
export const ringIdOf = (call: CallSnapshot) => `${call.callId}@${call.offeredAt ?? call.startedAt}`
