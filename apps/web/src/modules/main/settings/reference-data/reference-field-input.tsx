import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import Switch from 'antd/es/switch'
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
const noPlaceholder = () => undefined

/** The control of one field, by its kind; Form.Item passes the value and change handler. */
export const ReferenceFieldInput = ({ field, label, id, value, onChange }: ReferenceFieldInputProps) => {
  const options = (field.useOptions ?? noOptions)()
  const placeholder = (field.usePlaceholder ?? noPlaceholder)()
  switch (field.kind) {
    case 'custom':
      return field.Input ? <field.Input id={id} label={label} value={value} onChange={onChange} /> : null
    case 'switch':
      return <Switch id={id} aria-label={label} checked={value === true} onChange={onChange} />
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
          allowClear={field.isClearable}
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
    case 'number':
      return (
        <InputNumber
          id={id}
          precision={0}
          placeholder={placeholder}
          style={placeholder ? { width: '100%' } : undefined}
          value={value as number | null}
          onChange={(next) => onChange?.(next ?? null)}
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
