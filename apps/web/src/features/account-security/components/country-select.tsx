import type { Country } from '@portal/contract'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'

export type CountrySelectProps = {
  id: string
  countries: Country[]
  value?: string
  isLoading: boolean
  onChange: (code: string) => void
}

/** The phone login's country picker (+86 中国...), searchable by calling code or name. Loaded lazily. */
export const CountrySelect = ({ id, countries, value, isLoading, onChange }: CountrySelectProps) => {
  const { i18n } = useTranslation()
  const isChinese = i18n.language === 'zh-CN'
  const options = countries.map((country) => ({
    value: country.code,
    label: `+${country.countryCode} ${isChinese ? country.zhDescription : country.name}`,
  }))

  return (
    <Select
      id={id}
      size="large"
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={options}
      value={value}
      onChange={onChange}
    />
  )
}
