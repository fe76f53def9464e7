import Select from 'antd/es/select'

export type AddressSelectProps = {
  id?: string
  value?: string[]
  onChange?: (addresses: string[]) => void
  'aria-invalid'?: boolean
}

const SEPARATORS = [',', ';', '，', '；', ' ']

/**
 * E-mail addresses typed as tags: Enter, a comma, a semicolon or a space ends one, and a pasted list is split.
 * @example <Form.Item name="to" label={t('to')}><AddressSelect /></Form.Item>
 */
export const AddressSelect = ({ id, value, onChange, ...aria }: AddressSelectProps) => (
  <Select
    id={id}
    mode="tags"
    open={false}
    suffixIcon={null}
    tokenSeparators={SEPARATORS}
    value={value}
    onChange={(addresses: string[]) => onChange?.(addresses.map((address) => address.trim()).filter(Boolean))}
    aria-invalid={aria['aria-invalid']}
  />
)
