import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import { Suspense, useEffect, useId } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import type { PhoneCountry } from '../hooks/use-phone-country'

// The picker shows only with the tenant's language switch on, so Select loads only then.
const CountrySelect = lazyWithRetry(() =>
  import('./country-select').then((module) => ({ default: module.CountrySelect })),
)

export type CountryFormItemProps = {
  label: string
  country: PhoneCountry
  /** The phone field whose pattern follows the country. */
  phoneField: string
}

/** The country (+86 中国...) in front of a phone field, when the tenant's language switch is on (spec §5). */
export const CountryFormItem = ({ label, country, phoneField }: CountryFormItemProps) => {
  const id = useId()
  const form = Form.useFormInstance()
  const code = country.country?.code

  // Another country, another pattern: check a phone already typed against the new one once it is rendered.
  useEffect(() => {
    if (form.isFieldTouched(phoneField)) void form.validateFields([phoneField]).catch(() => undefined)
  }, [form, phoneField, code])

  if (!country.hasCountryPicker) return null
  return (
    <Form.Item label={label} htmlFor={id}>
      <Suspense fallback={<Input id={id} disabled />}>
        <CountrySelect
          id={id}
          countries={country.countries}
          value={code}
          isLoading={country.isLoading}
          onChange={country.chooseCountry}
        />
      </Suspense>
    </Form.Item>
  )
}
