import Select from 'antd/es/select'

/** What a work order's choice fields take from their Form.Item (value, onChange, id) and give their own name. */
export type ChoiceSelectProps = {
  id?: string
  value?: string | null
  onChange?: (value: string | null) => void
  'aria-label'?: string
  disabled?: boolean
}

/** The choice that stands for none (ids are UUIDs, so it never names one). */
const NONE = 'none'

/**
 * A searchable choice whose "none" (未分配, 无分类...) is an option of its own rather than a pale placeholder, so that
 * it reads as clearly as a name; null in and out for none.
 */
export const ChoiceSelect = ({
  id,
  value,
  onChange,
  disabled,
  noneLabel,
  options,
  isLoading,
  ...rest
}: ChoiceSelectProps & {
  noneLabel: string
  options: readonly { value: string; label: string }[]
  isLoading: boolean
}) => (
  <Select<string>
    id={id}
    aria-label={rest['aria-label']}
    showSearch={{ optionFilterProp: 'label' }}
    disabled={disabled}
    loading={isLoading}
    value={value ?? NONE}
    onChange={(next) => onChange?.(next === NONE ? null : next)}
    options={[{ value: NONE, label: noneLabel }, ...options]}
    style={{ minWidth: 200 }}
  />
)
