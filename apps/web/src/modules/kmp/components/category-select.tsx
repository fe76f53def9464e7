import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useKnowledgeCategories } from '../api/get-knowledge-categories'

export type CategorySelectProps = {
  value: string | undefined
  onChange: (categoryId: string | undefined) => void
}

/** "Any category" is a choice of its own, as clear as the others (a pale placeholder fails the contrast check). */
const ANY = ''

/** The category filter of the search and of the writers' list. */
export const CategorySelect = ({ value, onChange }: CategorySelectProps) => {
  const { t } = useTranslation('kmp')
  const categories = useKnowledgeCategories()
  return (
    <Select<string>
      aria-label={t('filter.category')}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? ANY}
      onChange={(next) => onChange(next === ANY ? undefined : next)}
      options={[
        { value: ANY, label: t('filter.anyCategory') },
        ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
      ]}
      style={{ minWidth: 160 }}
    />
  )
}
