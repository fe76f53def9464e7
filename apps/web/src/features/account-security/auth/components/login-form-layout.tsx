import type { FormInstance } from 'antd/es/form'
import Form from 'antd/es/form'
import { useState, type ReactNode } from 'react'
import type { LoginFlow } from '../hooks/use-login-flow'
import type { LoginSubmit } from '../hooks/use-login-submit'
import { LoginFormFooter } from './login-form-footer'
import { TenantFormItem } from './tenant-form-item'

export type LoginFormLayoutProps<Values> = {
  name: string
  form: FormInstance<Values>
  /** The fields the login button waits for. */
  requiredFields: (keyof Values & string)[]
  flow: LoginFlow
  login: LoginSubmit
  onFinish: (values: Values) => void
  /** The form's own fields, above the tenant picker and the footer. */
  children: ReactNode
}

/**
 * The frame both login forms share (spec §2): their fields, the tenant picker when the account has several, then
 * the captcha, protocol, login button and failure. Validated on blur and on submit; Enter submits.
 */
export const LoginFormLayout = <Values,>({
  name,
  form,
  requiredFields,
  flow,
  login,
  onFinish,
  children,
}: LoginFormLayoutProps<Values>) => {
  const [isFilled, setIsFilled] = useState(false)
  // Form.useWatch reports a macrotask late; this keeps the button in step with the keystroke that filled a field.
  const handleValuesChange = (_changed: unknown, values: Partial<Values>) =>
    setIsFilled(requiredFields.every((field) => Boolean(values[field])))

  return (
    <Form
      name={name}
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={onFinish}
      onValuesChange={handleValuesChange}
    >
      {children}
      <TenantFormItem tenants={login.tenants} />
      <LoginFormFooter flow={flow} isFilled={isFilled} isBusy={login.isLookingUp} />
    </Form>
  )
}
