import { telephoneDisplayStatus, type AgentSummary, type CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { useTranslation } from 'react-i18next'
import { useSetAgentStatusAsSupervisor } from '../api/set-agent-status-as-supervisor'
import { useStatusMenu } from '../hooks/use-status-menu'
import { formatDuration } from '../utils/format-duration'
import { toStatusChoice } from '../utils/status-choice'
import { SupervisorCallActions } from './supervisor-call-actions'
import { monitoredCall } from '../utils/monitored-call'

export type SupervisorAgentRowProps = { agent: AgentSummary; state: CtiState | undefined; now: number }

/** One agent on the supervisor's wall: status and time in it, their call, listen/join, and set their status. */
export const SupervisorAgentRow = ({ agent, state, now }: SupervisorAgentRowProps) => {
  const { t } = useTranslation('supervisor-wall')
  const { t: telephonyText } = useTranslation('telephony')
  const setStatus = useSetAgentStatusAsSupervisor()
  const { call } = agent
  const { items } = useStatusMenu(call !== null)
  // On a call, the call's state (来电, 通话中…); else the agent's own (空闲, 挂起, 小休…).
  const status = call
    ? telephonyText(
        `display.${telephoneDisplayStatus({ systemState: agent.systemState, callStatus: call.callStatus, listening: false, mobile: false })}`,
      )
    : t(`state.${agent.systemState}`)
  const mine = monitoredCall(state)
  const handleChoose: MenuProps['onClick'] = ({ key }) => {
    const choice = toStatusChoice(key)
    if (choice) setStatus.mutate({ accountId: agent.accountId, ...choice })
  }
  const isSignedIn = agent.stateSince !== null
  return (
    <tr>
      <th scope="row">{agent.name}</th>
      <td>
        {status}
        {agent.restReason ? ` · ${agent.restReason}` : ''}
      </td>
      <td role="timer" aria-label={t('timeInStatus', { name: agent.name })}>
        {agent.stateSince ? formatDuration(now - Date.parse(agent.stateSince)) : '—'}
      </td>
      <td>
        {call
          ? `${call.phoneNumber} · ${formatDuration(now - Date.parse(call.answeredAt ?? call.startedAt))}`
          : '—'}
      </td>
      <td>
        {call && (
          <SupervisorCallActions
            agentName={agent.name}
            callId={call.callId}
            mine={mine?.callId === call.callId ? mine : null}
          />
        )}
        {isSignedIn && (
          <Dropdown trigger={['click']} menu={{ items, onClick: handleChoose }}>
            <Button size="small" type="link" aria-label={t('setStatusOf', { name: agent.name })}>
              {t('setStatus')}
            </Button>
          </Dropdown>
        )}
      </td>
    </tr>
  )
}
