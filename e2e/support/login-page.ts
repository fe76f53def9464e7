import type { Page } from 'playwright-core'

/** The login form's controls, found by their accessible names as a person (or a screen reader) finds them. */
export const loginControls = (page: Page, locale: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const names =
    locale === 'zh-CN'
      ? { account: '工号/邮箱账号', password: '密码', tenant: '租户', submit: '登录' }
      : { account: 'Employee number or email', password: 'Password', tenant: 'Tenant', submit: 'Log in' }
  return {
    account: page.getByRole('textbox', { name: names.account }),
    password: page.getByLabel(names.password, { exact: true }),
    tenant: page.getByRole('combobox', { name: names.tenant }),
    submit: page.getByRole('button', { name: names.submit }),
  }
}

/** Fills the login form and submits it, choosing a tenant when the picker shows. */
export async function logInThroughForm(page: Page, account: string, password: string, tenantName?: string) {
  const controls = loginControls(page)
  await controls.account.fill(account)
  await controls.password.fill(password)
  if (tenantName) {
    await controls.tenant.click()
    // Ant Design's role=option nodes are a hidden mirror for screen readers; the visible item carries a title.
    await page.getByTitle(tenantName, { exact: true }).click()
  }
  await controls.submit.click()
}
