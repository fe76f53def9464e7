import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useWorkOrderMembers } from '../api/get-work-order-events'

export type MemberSelectProps = {
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
  'aria-label'?: string
  disabled?: boolean
}

/** The choice that gives the order to nobody (member ids are UUIDs, so it never names one). */
const NOBODY = 'nobody'

/**
 * A member who may handle work orders, searched by name, or 未分配: a choice of its own rather than a pale
 * placeholder, so that it reads as clearly as a name.
 */
export const MemberSelect = ({ id, value, onChange, disabled, ...rest }: MemberSelectProps) => {
  const { t } = useTranslation('workorder')
  const members = useWorkOrderMembers()
  const options = [
    { value: NOBODY, label: t('nobody') },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
  ]
  return (
    <Select<string>
      id={id}
      aria-label={rest['aria-label']}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      loading={members.isPending}
      value={value ?? NOBODY}
      onChange={(next) => onChange?.(next === NOBODY ? null : next)}
      options={options}
      style={{ minWidth: 200 }}
    />
  )
}
