import './translations'
import { useTranslation } from 'react-i18next'
import { useWorkOrderGroups } from '@/lib/work-orders/get-work-order-choices'
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select'

/** A group (skill group) a work order may be given to, or none. */
export const GroupSelect = (props: ChoiceSelectProps) => {
  const { t } = useTranslation('work-order-form')
  const groups = useWorkOrderGroups()
  const options = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))
  return <ChoiceSelect {...props} noneLabel={t('noGroup')} options={options} isLoading={groups.isPending} />
}
