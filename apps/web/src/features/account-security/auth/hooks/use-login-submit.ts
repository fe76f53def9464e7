import type { FormInstance } from 'antd/es/form'
import { useState } from 'react'
import type { LoginCredentials } from '../api/login'
import { useAccountTenants } from './use-account-tenants'
import type { LoginFlow } from './use-login-flow'

/**
 * The submit of both login forms (spec §4): looks up the account's (or phone's) tenants and insists on one when
 * there are several, then hands the attempt to the login flow with the captcha answer, cleared once it is spent.
 * The tenant picker shows while `tenants` is not empty.
 * @example const login = useLoginSubmit(form, flow); await login.submit({ loginType: 'account', account, password }, account)
 */
export const useLoginSubmit = (
  form: FormInstance,
  flow: LoginFlow,
  isLookupWorthy?: (value: string) => boolean,
) => {
  const { tenants, lookUpTenants } = useAccountTenants(isLookupWorthy)
  const [isLookingUp, setIsLookingUp] = useState(false)

  // The tenant to log in to: none to choose (undefined), the one chosen, or null while a choice is owed.
  const resolveTenantId = async (value: string): Promise<string | undefined | null> => {
    setIsLookingUp(true)
    const found = await lookUpTenants(value).finally(() => setIsLookingUp(false))
    if (found.length === 0) return undefined
    const tenantId: string | undefined = form.getFieldValue('tenantId')
    if (found.some((tenant) => tenant.tenantId === tenantId)) return tenantId
    form.setFieldValue('tenantId', undefined)
    // The validation failure is shown under the picker; nothing else to do with it here.
    await form.validateFields(['tenantId']).catch(() => undefined)
    return null
  }

  const submit = async (credentials: LoginCredentials, lookupValue: string) => {
    const captchaAnswer: string | undefined = form.getFieldValue('captcha')
    const tenantId = await resolveTenantId(lookupValue)
    if (tenantId === null) return
    await flow.submit({
      credentials: { ...credentials, tenantId },
      captchaAnswer,
      onCaptchaUsed: () => form.resetFields(['captcha']),
    })
  }

  return { tenants, lookUpTenants, isLookingUp, submit }
}

export type LoginSubmit = ReturnType<typeof useLoginSubmit>
