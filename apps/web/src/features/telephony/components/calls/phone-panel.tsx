import { CloseOutlined } from '@ant-design/icons'
import type { CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import { Suspense, type KeyboardEvent } from 'react'
import { CallWrapUp } from '@/components/call-wrap-up/call-wrap-up'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { CALL_PHASES, callPhase } from '../../utils/call-phase'
import { AcwPanel } from './acw-panel'
import { CallPanelBody } from './call-panel-body'

const DialPad = lazyWithRetry(() => import('./dial-pad').then((m) => ({ default: m.DialPad })))
const SoftphoneDevices = lazyWithRetry(() =>
  import('../../softphone/softphone-devices').then((m) => ({ default: m.SoftphoneDevices })),
)
const CallSimulatorPanel = lazyWithRetry(() =>
  import('./call-simulator-panel').then((m) => ({ default: m.CallSimulatorPanel })),
)

export type PhonePanelProps = { id: string; state: CtiState; recordId: string | null; onClose: () => void }

const isAcw = (state: CtiState) =>
  state.agent.systemState === 'ACW' || state.agent.systemState === 'MANUAL_ACW'

/**
 * The phone panel below the header: the call (or after-call work), its wrap-up (the note and code of its record,
 * the agent's own only), and the dial pad when the agent is free. Escape closes it.
 */
export const PhonePanel = ({ id, state, recordId, onClose }: PhonePanelProps) => {
  const { t } = useTranslation('telephony')
  const isDemo = useFrontConfig().data?.demoMode ?? false
  const call = state.call && callPhase(state.call.callStatus) !== CALL_PHASES.ended ? state.call : null
  // The call just ended stays in the state through its after-call work, with the codes its group offers.
  const offeredCodes = state.call?.callRecordId === recordId ? state.call.wrapUpCodes : null
  // Its dialogs sit in portals, whose keys still bubble here through React: only the panel's own Escape closes it.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose()
  }

  return (
    <section id={id} aria-label={t('panel.label')} className="telephony-panel" onKeyDown={handleKeyDown}>
      <Button
        type="text"
        size="small"
        className="telephony-panel-close"
        aria-label={t('panel.close')}
        icon={<CloseOutlined aria-hidden />}
        onClick={onClose}
      />
      {call && <CallPanelBody call={call} consult={state.consult ?? null} />}
      {!call && isAcw(state) && <AcwPanel agent={state.agent} />}
      {recordId && !call?.listening && !call?.joining && (
        <CallWrapUp recordId={recordId} offeredCodes={offeredCodes} />
      )}
      {!call && state.agent.signedIn && !isAcw(state) && (
        <Suspense>
          <DialPad />
          {isDemo && <CallSimulatorPanel ownAccountId={state.agent.accountId} />}
        </Suspense>
      )}
      {state.agent.softphone && (
        <Suspense>
          <SoftphoneDevices />
        </Suspense>
      )}
    </section>
  )
}
