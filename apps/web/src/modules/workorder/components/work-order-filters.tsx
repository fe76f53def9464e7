import {
  WORK_ORDER_DUE_FILTERS,
  WORK_ORDER_NOBODY,
  WORK_ORDER_STATUSES,
  type WorkOrderSearch,
} from '@portal/contract'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import {
  useWorkOrderCategories,
  useWorkOrderGroups,
  useWorkOrderMembers,
} from '@/lib/work-orders/get-work-order-choices'

type FilterName = 'status' | 'assigneeId' | 'groupId' | 'categoryId' | 'due'

export type WorkOrderFiltersProps = {
  search: WorkOrderSearch
  onChange: (name: FilterName, value: string | null) => void
}

/** "Any" is a choice of its own, as clear as the others (a pale placeholder fails the contrast check). */
const ANY = ''

/** The list's filters: status, assignee (or nobody), group, category and due time, each "any" by default. */
export const WorkOrderFilters = ({ search, onChange }: WorkOrderFiltersProps) => {
  const { t } = useTranslation('workorder')
  const members = useWorkOrderMembers()
  const groups = useWorkOrderGroups()
  const categories = useWorkOrderCategories()
  const filters: { name: FilterName; options: { value: string; label: string }[] }[] = [
    { name: 'status', options: WORK_ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
    {
      name: 'assigneeId',
      options: [
        { value: WORK_ORDER_NOBODY, label: t('nobody') },
        ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
      ],
    },
    {
      name: 'groupId',
      options: (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    },
    {
      name: 'categoryId',
      options: (categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    },
    { name: 'due', options: WORK_ORDER_DUE_FILTERS.map((value) => ({ value, label: t(`due.${value}`) })) },
  ]
  return (
    <div role="group" aria-label={t('filters')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {filters.map(({ name, options }) => (
        <Select<string>
          key={name}
          aria-label={t(`filter.${name}`)}
          showSearch={{ optionFilterProp: 'label' }}
          value={search[name] ?? ANY}
          onChange={(value) => onChange(name, value === ANY ? null : value)}
          options={[{ value: ANY, label: t(`filter.${name}Any`) }, ...options]}
          style={{ minWidth: 140 }}
        />
      ))}
    </div>
  )
}
