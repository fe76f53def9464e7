import { joinNames } from '@/lib/i18n/join-names'
import type { ReferenceField } from './reference-field'

/**
 * A choice field's value in the table as the names of its choices (a wrap-up code's name, not its code), or the
 * field's text for nothing chosen.
 */
export const ChoiceLabels = ({ field, value }: { field: ReferenceField; value: unknown }) => {
  const options = field.useOptions?.() ?? []
  const values = (Array.isArray(value) ? value : [value]).filter((one) => one !== null && one !== undefined)
  if (values.length === 0) return <>{field.displayEmpty?.() ?? ''}</>
  return (
    <>
      {joinNames(values.map((one) => options.find((option) => option.value === one)?.label ?? String(one)))}
    </>
  )
}
