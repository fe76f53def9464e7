import { AGENT_CHOSEN_STATUSES, type AgentSnapshot, type AgentStatusChoice } from '@portal/contract'

/**
 * What the ready / not-ready shortcut chooses: 挂起 for an agent taking calls (接线, not in after-call work), else
 * 接线, which also ends after-call work and signs a signed-out agent in, as the switcher's own 接线 does.
 * @example readinessToggle({ signedIn: true, chosenStatus: 3, systemState: 'READY' }) // { status: 4 }
 */
export const readinessToggle = (
  agent: Pick<AgentSnapshot, 'signedIn' | 'chosenStatus' | 'systemState'>,
): AgentStatusChoice => {
  const isTakingCalls =
    agent.signedIn &&
    agent.chosenStatus === AGENT_CHOSEN_STATUSES.READY &&
    agent.systemState !== 'ACW' &&
    agent.systemState !== 'MANUAL_ACW'
  return { status: isTakingCalls ? AGENT_CHOSEN_STATUSES.HANG_OFF : AGENT_CHOSEN_STATUSES.READY }
}
