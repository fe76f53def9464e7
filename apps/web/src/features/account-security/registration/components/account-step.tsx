import {
  COMPANY_NAME_MAX_LENGTH,
  INVITE_QUERY_PARAM,
  PERSON_NAME_MAX_LENGTH,
  checkCompanyName,
  checkCompanyTypes,
  checkPersonName,
  checkRegisterEmail,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input/Input'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { CheckedFormItem } from '../../components/checked-form-item'
import { EmailFormItem } from '../../components/email-form-item'
import { PasswordFormItem } from '../../components/password-form-item'
import { useRegister } from '../api/register'
import { CompanyTypeSelect } from './company-type-select'

type AccountStepValues = {
  email: string
  password: string
  name: string
  companyName: string
  companyTypes: string[]
}

export type AccountStepProps = {
  /** The sign-up token step 1 earned; kept in component state only, never in the URL. */
  authorization: string
  onRegistered: (result: { emailId: string; email: string }) => void
}

/** Registration step 2, 创建邮箱账号: e-mail, password, name, company name and types; 注册 sends it all. */
export const AccountStep = ({ authorization, onRegistered }: AccountStepProps) => {
  const { t } = useTranslation(['register', 'contract'])
  const register = useRegister()

  const handleFinish = ({ email, password, name, companyName, companyTypes }: AccountStepValues) => {
    const input = {
      authorization,
      email: email.trim(),
      password,
      name: name.trim(),
      companyName: companyName.trim(),
      companyTypes,
      // The invite link (邀请有礼) brought the visitor here: the registration records who invited them.
      inviteCode: new URLSearchParams(window.location.search).get(INVITE_QUERY_PARAM) ?? undefined,
    }
    register.mutate(input, { onSuccess: ({ emailId }) => onRegistered({ emailId, email: input.email }) })
  }

  return (
    <Form name="register-account" layout="vertical" requiredMark={false} size="large" onFinish={handleFinish}>
      <EmailFormItem
        label={t('email')}
        check={checkRegisterEmail}
        placeholder={t('contract:register.emailRequired')}
      />
      <PasswordFormItem
        name="password"
        label={t('password')}
        isNew
        placeholder={t('contract:password.required')}
        isCheckedOnBlur
      />
      <CheckedFormItem name="name" label={t('name')} check={checkPersonName} isCheckedOnBlur>
        <Input
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          placeholder={t('contract:register.nameRequired')}
        />
      </CheckedFormItem>
      <CheckedFormItem name="companyName" label={t('companyName')} check={checkCompanyName} isCheckedOnBlur>
        <Input
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
          placeholder={t('contract:register.companyRequired')}
        />
      </CheckedFormItem>
      <CheckedFormItem name="companyTypes" label={t('companyTypes')} check={checkCompanyTypes}>
        <CompanyTypeSelect placeholder={t('contract:register.companyTypeRequired')} />
      </CheckedFormItem>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('submit')}
        </Button>
      </Form.Item>
      {register.isError && (
        <Alert type="error" showIcon title={toErrorMessage(register.error, t)} style={{ marginBottom: 24 }} />
      )}
    </Form>
  )
}
