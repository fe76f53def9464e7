import type { CallConsult, CallSnapshot } from '@portal/contract'
import Button from 'antd/es/button'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { useSimulateFarEndHangup } from '../../api/calls/simulate-far-end-hangup'
import { CALL_PHASES, callPhase, callTimerStart } from '../../utils/call-phase'
import { CallControls } from './call-controls'
import { CallInfo } from './call-info'
import { CallTimer } from './call-timer'
import { CallTransferButtons } from './call-transfer-buttons'
import { ConsultBar } from './consult-bar'
import { IncomingCallCard } from './incoming-call-card'
import { SupervisorControls } from '../monitoring/supervisor-controls'

const DtmfKeypad = lazyWithRetry(() => import('./dtmf-keypad').then((m) => ({ default: m.DtmfKeypad })))

export type CallPanelBodyProps = { call: CallSnapshot; consult: CallConsult | null }

/**
 * A call in the phone panel: the screen-pop while it rings, who it is with, its timer and its commands; during a
 * consult about it, the consult's instead of the transfers.
 */
export const CallPanelBody = ({ call, consult }: CallPanelBodyProps) => {
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
      <CallTimer from={callTimerStart(call)} />
      {isSupervising ? <SupervisorControls call={call} /> : <CallControls call={call} />}
      {consult && <ConsultBar consult={consult} />}
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
          {!consult && <CallTransferButtons call={call} />}
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
