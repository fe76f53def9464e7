import {
  AGENT_STATE_LABELS,
  TELEPHONE_DISPLAY_LABELS,
  telephoneDisplayStatus,
  type AgentSummary,
  type CtiState,
} from '@portal/contract'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { useTranslation } from 'react-i18next'
import { stateLabel } from '@/lib/i18n/state-label'
import { useSetAgentStatusAsSupervisor } from '../../api/monitoring/set-agent-status-as-supervisor'
import { useStatusMenu } from '../../hooks/use-status-menu'
import { formatDuration } from '../../utils/format-duration'
import { toStatusChoice } from '../../utils/status-choice'
import { SupervisorCallActions } from './supervisor-call-actions'
import { monitoredCall } from '../../utils/monitored-call'

export type SupervisorAgentRowProps = { agent: AgentSummary; state: CtiState | undefined; now: number }

/** One agent on the supervisor's wall: status and time in it, their call, listen/join, and set their status. */
export const SupervisorAgentRow = ({ agent, state, now }: SupervisorAgentRowProps) => {
  const { t } = useTranslation('supervisor-wall')
  const setStatus = useSetAgentStatusAsSupervisor()
  const { call } = agent
  const { items } = useStatusMenu(call !== null)
  // On a call, the call's state (来电, 通话中…); else the agent's own (接线, 挂起, 小休…).
  const status = stateLabel(
    call
      ? TELEPHONE_DISPLAY_LABELS[
          telephoneDisplayStatus({
            systemState: agent.systemState,
            callStatus: call.callStatus,
            listening: false,
            mobile: false,
          })
        ]
      : AGENT_STATE_LABELS[agent.systemState],
  )
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
