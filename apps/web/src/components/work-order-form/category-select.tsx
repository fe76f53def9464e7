import './translations'
import { useTranslation } from 'react-i18next'
import { useWorkOrderCategories } from '@/lib/work-orders/get-work-order-choices'
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select'

/** A work-order category, with the time it gives to resolve, or 无分类. */
export const CategorySelect = (props: ChoiceSelectProps) => {
  const { t } = useTranslation('work-order-form')
  const categories = useWorkOrderCategories()
  const options = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: t('categoryOption', { name: category.name, hours: category.resolveWithinHours }),
  }))
  return (
    <ChoiceSelect {...props} noneLabel={t('noCategory')} options={options} isLoading={categories.isPending} />
  )
}
