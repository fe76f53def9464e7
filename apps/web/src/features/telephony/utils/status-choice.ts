import {
  AGENT_CHOSEN_STATUS_LABELS,
  AGENT_CHOSEN_STATUSES,
  type AgentChosenStatus,
  type AgentChosenStatusName,
  type AgentStatusChoice,
} from '@portal/contract'
import { stateLabel } from '@/lib/i18n/state-label'

const REST_PREFIX = 'rest:'
const STATUS_PREFIX = 'status:'

/** The switcher's entries in §3's order: 接线, 小休 (then one per rest reason), 挂起, 离线. */
export const SWITCHER_ORDER: readonly AgentChosenStatus[] = [
  AGENT_CHOSEN_STATUSES.READY,
  AGENT_CHOSEN_STATUSES.SLEEP,
  AGENT_CHOSEN_STATUSES.HANG_OFF,
  AGENT_CHOSEN_STATUSES.NOT_CONNECTED,
]

/**
 * The menu key of a choice.
 * @example statusChoiceKey({ status: 2, restReason: '午餐' }) // 'rest:午餐'
 */
export const statusChoiceKey = ({ status, restReason }: AgentStatusChoice): string =>
  restReason ? `${REST_PREFIX}${restReason}` : `${STATUS_PREFIX}${status}`

/**
 * The choice a menu key stands for; null for a key that is none.
 * @example toStatusChoice('status:3') // { status: 3 }
 */
export const toStatusChoice = (key: string): AgentStatusChoice | null => {
  if (key.startsWith(REST_PREFIX)) return { status: AGENT_CHOSEN_STATUSES.SLEEP, restReason: key.slice(5) }
  const value = Number(key.slice(STATUS_PREFIX.length))
  return key.startsWith(STATUS_PREFIX) && SWITCHER_ORDER.some((status) => status === value)
    ? { status: value as AgentChosenStatus }
    : null
}

const NAME_OF = Object.fromEntries(
  Object.entries(AGENT_CHOSEN_STATUSES).map(([name, value]) => [value, name as AgentChosenStatusName]),
) as Record<AgentChosenStatus, AgentChosenStatusName>

/**
 * The label of a switcher choice by its value, from the contract's one table.
 * @example chosenStatusLabel(4) // '挂起'
 */
export const chosenStatusLabel = (status: AgentChosenStatus): string =>
  stateLabel(AGENT_CHOSEN_STATUS_LABELS[NAME_OF[status]])
