import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import type { ReferenceField } from './reference-field'

export type ReferenceFieldInputProps = {
  field: ReferenceField
  /** The field's label, for the controls that Form.Item does not name by itself. */
  label: string
  id?: string
  value?: unknown
  onChange?: (value: unknown) => void
}

const noOptions = () => []

/** The control of one field, by its kind; Form.Item passes the value and change handler. */
export const ReferenceFieldInput = ({ field, label, id, value, onChange }: ReferenceFieldInputProps) => {
  const options = (field.useOptions ?? noOptions)()
  switch (field.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          rows={4}
          maxLength={field.maxLength}
          showCount
          value={value as string}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )
    case 'select':
    case 'multiSelect':
      return (
        <Select
          id={id}
          aria-label={label}
          mode={field.kind === 'multiSelect' ? 'multiple' : undefined}
          options={options}
          optionFilterProp="label"
          value={value}
          onChange={onChange}
        />
      )
    case 'radio':
      return (
        <Radio.Group
          id={id}
          aria-label={label}
          options={options}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )
    default:
      return (
        <Input
          id={id}
          maxLength={field.maxLength}
          value={value as string}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )
  }
}
