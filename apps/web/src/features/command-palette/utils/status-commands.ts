import {
  AGENT_CHOSEN_STATUS_LABELS,
  AGENT_CHOSEN_STATUSES,
  agentStatusChoiceSchema,
  type AgentChosenStatusName,
  type AgentStatusChoice,
} from '@portal/contract'
import { stateLabel } from '@/lib/i18n/state-label'
import { COMMAND_KINDS, commandId, type PaletteCommand } from './palette-command'

/** The choices in the switcher's order (§3): 接线, 小休 (then one per rest reason), 挂起, 离线. */
const STATUS_ORDER: readonly AgentChosenStatusName[] = ['READY', 'SLEEP', 'HANG_OFF', 'NOT_CONNECTED']

type Translate = (key: string, options?: Record<string, string>) => string

/**
 * The status entries the switcher offers, labelled with the contract's one name of each status.
 * @example statusCommands(['午餐'], t).map((c) => c.id) // ['status:3', 'status:2', 'status:2:午餐', 'status:4', 'status:0']
 */
export const statusCommands = (restReasons: readonly string[], t: Translate): PaletteCommand[] =>
  STATUS_ORDER.flatMap((name) => {
    const status = AGENT_CHOSEN_STATUSES[name]
    const label = stateLabel(AGENT_CHOSEN_STATUS_LABELS[name])
    const entry = (value: string, shown: string): PaletteCommand => ({
      id: commandId(COMMAND_KINDS.status, value),
      label: t('command.status', { status: shown }),
      group: 'status',
    })
    const rests = name === 'SLEEP' ? restReasons : []
    return [
      entry(String(status), label),
      ...rests.map((reason) => entry(`${status}:${reason}`, t('status.rest', { status: label, reason }))),
    ]
  })

/**
 * The choice a status entry's value stands for; null for one that is none.
 * @example toStatusChoice('2:午餐') // { status: 2, restReason: '午餐' }
 */
export const toStatusChoice = (value: string): AgentStatusChoice | null => {
  const colon = value.indexOf(':')
  const parsed = agentStatusChoiceSchema.safeParse(
    colon < 0
      ? { status: Number(value) }
      : { status: Number(value.slice(0, colon)), restReason: value.slice(colon + 1) },
  )
  return parsed.success ? parsed.data : null
}
