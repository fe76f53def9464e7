import { useState } from 'react'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { useCountries } from '../api/get-countries'
import { findDefaultCountry, toPhoneRule } from '../utils/phone-rule'

/**
 * The phone login's country: a picker only with the tenant's language switch on (China first), and the phone
 * pattern and length that follow from the choice (spec §5).
 */
export const usePhoneCountry = () => {
  const { data: config } = useFrontConfig()
  const hasCountryPicker = config?.languageSwitchEnabled === true
  const countries = useCountries(hasCountryPicker)
  const [chosenCode, setChosenCode] = useState<string>()
  const list = countries.data ?? []
  const country = hasCountryPicker
    ? (list.find(({ code }) => code === chosenCode) ?? findDefaultCountry(list))
    : undefined

  return {
    hasCountryPicker,
    countries: list,
    isLoading: countries.isPending,
    country,
    phoneRule: toPhoneRule(country),
    chooseCountry: setChosenCode,
  }
}

export type PhoneCountry = ReturnType<typeof usePhoneCountry>
