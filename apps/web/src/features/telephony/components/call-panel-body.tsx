import type { CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { useSimulateFarEndHangup } from '../api/simulate-far-end-hangup'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { CallControls } from './call-controls'
import { CallInfo } from './call-info'
import { CallTimer } from './call-timer'
import { CallTransferButtons } from './call-transfer-buttons'
import { IncomingCallCard } from './incoming-call-card'
import { SupervisorControls } from './supervisor-controls'

const DtmfKeypad = lazyWithRetry(() => import('./dtmf-keypad').then((m) => ({ default: m.DtmfKeypad })))

export type CallPanelBodyProps = { call: CallSnapshot }

/** A call in the phone panel: the screen-pop while it rings, who it is with, its timer and its commands. */
export const CallPanelBody = ({ call }: CallPanelBodyProps) => {
  const { t } = useTranslation('telephony')
  const [isKeypadOpen, setIsKeypadOpen] = useState(false)
  const phase = callPhase(call.callStatus)
  const isSupervising = call.listening || call.joining
  const isConnected = phase === CALL_PHASES.active || phase === CALL_PHASES.held
  // Demo mode: the built-in simulator's caller can be made to hang up.
  const isDemo = useFrontConfig().data?.demoMode ?? false
  const farEndHangup = useSimulateFarEndHangup()

  return (
    <>
      {phase === CALL_PHASES.ringing && <IncomingCallCard call={call} />}
      <CallInfo call={call} />
      <CallTimer from={call.answeredAt ?? call.startedAt} />
      {isSupervising ? <SupervisorControls call={call} /> : <CallControls call={call} />}
      {isConnected && !isSupervising && (
        <>
          <Button aria-expanded={isKeypadOpen} onClick={() => setIsKeypadOpen((isOpen) => !isOpen)}>
            {t('keypad.toggle')}
          </Button>
          {isKeypadOpen && (
            <Suspense>
              <DtmfKeypad callId={call.callId} />
            </Suspense>
          )}
          <CallTransferButtons call={call} />
        </>
      )}
      {isDemo && !isSupervising && (
        <Button onClick={() => farEndHangup.mutate(call.callId)} loading={farEndHangup.isPending}>
          {t('simulator.farEndHangup')}
        </Button>
      )}
    </>
  )
}
