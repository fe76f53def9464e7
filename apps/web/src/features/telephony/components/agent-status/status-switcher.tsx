import { CustomerServiceOutlined } from '@ant-design/icons'
import { STATUS_SHAKE_MS, type CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { usePushEvents } from '@/lib/push/use-push-events'
import { useShortcuts } from '@/lib/shortcuts/use-shortcuts'
import '@/lib/ui/shake.css'
import { useShake } from '@/lib/ui/use-shake'
import { useStatusChoice } from '../../hooks/use-status-choice'
import { useStatusMenu } from '../../hooks/use-status-menu'
import '../../translations'
import { CALL_PHASES, callPhase } from '../../utils/call-phase'
import { readinessToggle } from '../../utils/readiness-toggle'
import { toStatusChoice } from '../../utils/status-choice'
import { StatusSwitcherNotes } from './status-switcher-notes'

const SignInDialog = lazyWithRetry(() =>
  import('./sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
)
const SignInFailedDialog = lazyWithRetry(() =>
  import('./sign-in-failed-dialog').then((m) => ({ default: m.SignInFailedDialog })),
)

export type StatusSwitcherProps = { state: CtiState }

/**
 * The agent status switcher (§3, §4): 接线, 小休 with one entry per rest reason, 挂起, 离线. During a call each
 * choice is queued for after it. An agent not yet signed in signs in first. The icon shakes 5 s on a new message.
 */
export const StatusSwitcher = ({ state }: StatusSwitcherProps) => {
  const { t } = useTranslation('telephony')
  const status = useStatusChoice(state)
  const { isShaking, shake } = useShake(STATUS_SHAKE_MS)
  usePushEvents((event) => {
    if (event.type === 'NEWS') shake()
  })
  const { agent } = state
  // A choice during a call waits for it and its after-call work to end; one during after-call work ends it (as
  // Ready does in other contact centres), the same as 结束话后.
  const isOnCall = state.call !== null && callPhase(state.call.callStatus) !== CALL_PHASES.ended
  const { items, labelOf } = useStatusMenu(isOnCall)
  useShortcuts({
    ready: status.isLoading ? undefined : () => status.choose(readinessToggle(agent), isOnCall),
  })
  const current = agent.signedIn
    ? labelOf({ status: agent.chosenStatus, restReason: agent.restReason })
    : t('switcher.notSignedIn')

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const choice = toStatusChoice(key)
    if (choice) status.choose(choice, isOnCall)
  }

  return (
    <span className="telephony-switcher">
      <Dropdown trigger={['click']} autoFocus menu={{ items, onClick: handleClick }}>
        <Button
          type="text"
          loading={status.isLoading}
          aria-busy={status.isLoading}
          aria-label={t('switcher.label', { status: current })}
          icon={<CustomerServiceOutlined aria-hidden className={isShaking ? 'portal-shaking' : undefined} />}
        >
          {current}
        </Button>
      </Dropdown>
      <StatusSwitcherNotes agent={agent} labelOf={labelOf} />
      <Suspense>
        {status.pendingSignIn && (
          <SignInDialog
            pending={status.pendingSignIn}
            onSubmit={status.completeSignIn}
            onCancel={status.cancelSignIn}
          />
        )}
        {status.signInError !== null && (
          <SignInFailedDialog error={status.signInError} onClose={status.dismissSignInError} />
        )}
      </Suspense>
    </span>
  )
}
