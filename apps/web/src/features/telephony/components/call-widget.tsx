import { PhoneOutlined } from '@ant-design/icons'
import { telephoneDisplayStatus, type CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import { Suspense, useId, useRef } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useSignModel } from '../api/get-sign-model'
import { usePhonePanel } from '../hooks/use-phone-panel'
import '../translations'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { CallTimer } from './call-timer'

// The panel's controls load when it first opens (a ringing call opens it), keeping the header's first load small.
const PhonePanel = lazyWithRetry(() => import('./phone-panel').then((m) => ({ default: m.PhonePanel })))

export type CallWidgetProps = { state: CtiState; recordId: string | null }

/**
 * The header's call widget (§2, §3): the displayed telephone status (§4) with the call's timer, opening the phone
 * panel; the panel opens by itself for a ringing, dialled or listened-to call and hides 1 s after an answer.
 */
export const CallWidget = ({ state, recordId }: CallWidgetProps) => {
  const { t } = useTranslation('telephony')
  const panelId = useId()
  const { data: signModel } = useSignModel()
  const { call, agent } = state
  const liveCall = call && callPhase(call.callStatus) !== CALL_PHASES.ended ? call : null
  const { isOpen, setIsOpen } = usePhonePanel(liveCall, signModel?.enableIncomingCallPopup ?? true)
  const display = telephoneDisplayStatus({
    systemState: agent.systemState,
    callStatus: liveCall?.callStatus ?? null,
    listening: liveCall?.listening ?? false,
    mobile: agent.signModel === 'OUTPHONE',
  })
  const label = t(`display.${display}`)
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Closed from inside (Escape, its close button), the focus goes back to the widget rather than the page's start.
  const handleClose = () => {
    setIsOpen(false)
    triggerRef.current?.focus()
  }

  return (
    <span className="telephony-widget">
      <Button
        ref={triggerRef}
        type="text"
        aria-label={t('widget.label', { status: label })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        icon={<PhoneOutlined aria-hidden />}
        onClick={() => setIsOpen(!isOpen)}
      >
        {label}
      </Button>
      {liveCall && <CallTimer from={liveCall.answeredAt ?? liveCall.startedAt} />}
      {isOpen && (
        <Suspense>
          <PhonePanel id={panelId} state={state} recordId={recordId} onClose={handleClose} />
        </Suspense>
      )}
    </span>
  )
}
