import type { CtiState } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { applyCtiState } from '@/lib/telephony/cti/get-cti-state'
import { getSoftphoneCredentials } from '../api/softphone/softphone-credentials'
import { reportSoftphoneEvent } from '../api/softphone/report-softphone-event'
import { reportSoftphoneIncoming } from '../api/softphone/report-softphone-incoming'
import type { SoftphoneEngine } from './softphone-engine'
import { useMediaLease } from './use-media-lease'

export type SoftphoneProps = { state: CtiState }

/**
 * The browser softphone (mounted while the agent takes calls on it): the tab holding the media lease loads JsSIP,
 * registers and makes its SIP sessions follow every CTI state; the other tabs show and command the call through
 * the server as before. Nothing is rendered: the audio plays through hidden elements.
 */
export const Softphone = ({ state }: SoftphoneProps) => {
  const queryClient = useQueryClient()
  const isOwner = useMediaLease(true)
  const [engine, setEngine] = useState<SoftphoneEngine | null>(null)

  useEffect(() => {
    if (!isOwner) return
    let held: SoftphoneEngine | null = null
    let isCurrent = true
    void import('./softphone-engine').then(({ SoftphoneEngine }) => {
      if (!isCurrent) return
      held = new SoftphoneEngine({
        credentials: getSoftphoneCredentials,
        incoming: (body) => reportSoftphoneIncoming(body),
        report: (body) => reportSoftphoneEvent(body),
        onState: (next) => applyCtiState(queryClient, next),
      })
      setEngine(held)
      void held.start().catch(() => undefined)
    })
    return () => {
      isCurrent = false
      held?.stop()
      setEngine(null)
    }
  }, [isOwner, queryClient])

  useEffect(() => {
    engine?.follow(state)
  }, [engine, state])

  return null
}
