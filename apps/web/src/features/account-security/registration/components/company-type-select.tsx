import Select, { type SelectProps } from 'antd/es/select'
import { useCompanyTypes } from '../api/get-company-types'

export type CompanyTypeSelectProps = Omit<SelectProps<string[]>, 'options' | 'mode'>

/** The company types a registrant picks one or more of; Form.Item hands it the value, change handler and id. */
export const CompanyTypeSelect = (props: CompanyTypeSelectProps) => {
  const companyTypes = useCompanyTypes()
  return (
    <Select
      {...props}
      mode="multiple"
      virtual={false}
      loading={companyTypes.isPending}
      options={(companyTypes.data ?? []).map(({ code, name }) => ({ value: code, label: name }))}
    />
  )
}
