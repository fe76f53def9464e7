import { AGENT_CHOSEN_STATUSES, type AgentStatusChoice } from '@portal/contract'
import type { MenuProps } from 'antd/es/menu'
import { useTranslation } from 'react-i18next'
import { useRestLabels } from '../api/agent-status/get-rest-labels'
import { SWITCHER_ORDER, chosenStatusLabel, statusChoiceKey } from '../utils/status-choice'

/**
 * The status choices of §3 as menu items (接线, 小休 and one entry per rest reason, 挂起, 离线), each marked
 * "after this call" while `isOnCall`, and the label of any choice. The agent's switcher and the supervisor's
 * status menu show the same list.
 * @example const { items, labelOf } = useStatusMenu(false); <Dropdown menu={{ items, onClick }} />
 */
export const useStatusMenu = (isOnCall: boolean) => {
  const { t } = useTranslation('telephony')
  const { data: restLabels = [] } = useRestLabels()
  // A rest reason is shown under the rest's own label (小休-午餐).
  const labelOf = (choice: AgentStatusChoice) =>
    choice.restReason
      ? t('status.rest', { status: chosenStatusLabel(choice.status), reason: choice.restReason })
      : chosenStatusLabel(choice.status)
  const entry = (choice: AgentStatusChoice) => ({
    key: statusChoiceKey(choice),
    label: isOnCall ? t('switcher.afterCall', { status: labelOf(choice) }) : labelOf(choice),
  })
  const items: MenuProps['items'] = SWITCHER_ORDER.flatMap((value) => {
    if (value !== AGENT_CHOSEN_STATUSES.SLEEP || restLabels.length === 0) return [entry({ status: value })]
    const reasons = restLabels.map(({ name }) => entry({ status: value, restReason: name }))
    return [entry({ status: value }), { type: 'group', label: t('switcher.restReasons'), children: reasons }]
  })
  return { items, labelOf }
}
