import './translations'
import { useTranslation } from 'react-i18next'
import { useWorkOrderMembers } from '@/lib/work-orders/get-work-order-choices'
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select'

/** A member who may handle work orders (of `memberIds` only, when given: a group's), searched by name, or 未分配. */
export const MemberSelect = ({
  memberIds,
  ...props
}: ChoiceSelectProps & { memberIds?: readonly string[] }) => {
  const { t } = useTranslation('work-order-form')
  const members = useWorkOrderMembers()
  const options = (members.data ?? [])
    .filter((member) => !memberIds || memberIds.includes(member.id))
    .map((member) => ({ value: member.id, label: member.name }))
  return <ChoiceSelect {...props} noneLabel={t('nobody')} options={options} isLoading={members.isPending} />
}
