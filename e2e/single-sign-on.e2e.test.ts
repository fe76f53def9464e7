import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { SsoSettingsView } from '@portal/contract'
import { startOidcProvider, type OidcProviderPeer } from '../apps/server/test/oidc-provider-peer'
import { startSamlIdp, type SamlIdpPeer } from '../apps/server/test/saml-idp-peer'
import { launchBrowser, openContext } from './support/browser'
import { logInThroughForm } from './support/login-page'
import { startPortalServer, type PortalServer } from './support/portal-server'
import { logOutThroughProfile } from './support/shell-page'

const DISABLED_ACCOUNT = 'change@demo.com'
const STAFF_ACCOUNT = 'weak@demo.com'
let server: PortalServer
let browser: Browser
let oidcProvider: OidcProviderPeer | undefined
let samlIdp: SamlIdpPeer | undefined
const portal = (path: string) => `${server.origin}/dzfront/portal${path}`

beforeAll(async () => {
  server = await startPortalServer(
    // The test providers listen on loopback, which the portal refuses to fetch unless the operator allows it.
    { DISABLED_ACCOUNT, SSO_PRIVATE_HOSTS: '127.0.0.1' },
    { script: 'e2e/support/disabled-account-server.ts', name: 'portal with a disabled account' },
  )
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await oidcProvider?.close()
  await samlIdp?.close()
})

/** A fresh browser profile (closed with the browser); the providers' own pages ask for web fonts, which this closed network never serves. */
async function freshPage(): Promise<Page> {
  const context = await openContext(browser)
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort())
  return context.newPage()
}

/** The administrator on the single sign-on page, with the settings as the server describes them. */
async function adminOnSsoPage() {
  const page = await freshPage()
  await page.goto(portal('/login'))
  await logInThroughForm(page, 'admin@demo.com', 'Admin@2026')
  await page.getByRole('heading', { name: /^你好，/ }).waitFor()
  await page.goto(portal('/mzz/main/main/setting/sso'))
  await page.getByRole('heading', { name: '单点登录' }).waitFor()
  const answer = await page.request.get(`${server.origin}/api/v1/sso/ssoConfig/tenant`)
  const settings = ((await answer.json()) as { data: SsoSettingsView }).data
  return { page, settings }
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: '保存' }).click()
  await page.getByText('保存成功').waitFor()
}

/** A visitor without a session opens the portal and signs in at the OpenID Connect provider's own form. */
async function signInAtOidcProvider(login: string) {
  const page = await freshPage()
  await page.goto(portal('/portal'))
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  return page
}

/** A visitor without a session opens the portal and signs in at the SAML IdP's form. */
async function signInAtSamlIdp(login: string) {
  const page = await freshPage()
  await page.goto(portal('/portal'))
  await page.getByLabel('User name').fill(login)
  await page.getByRole('button', { name: 'Sign in at IdP' }).click()
  return page
}

describe('single sign-on through OpenID Connect', () => {
  it('signs a staff member in through a real provider, and the logout ends the provider session too', async () => {
    const admin = await adminOnSsoPage()
    oidcProvider = await startOidcProvider(admin.settings)
    await admin.page.getByRole('radio', { name: 'OpenID Connect' }).check()
    await admin.page.getByText(admin.settings.redirectUri).waitFor()
    // The cloud metadata address is refused on save, with the reason.
    await admin.page.getByLabel('签发者地址（Issuer）').fill('https://169.254.169.254')
    await admin.page.getByLabel('客户端 ID').fill(oidcProvider.clientId)
    await admin.page.getByLabel('客户端密钥').fill(oidcProvider.clientSecret)
    await admin.page.getByRole('button', { name: '保存' }).click()
    await admin.page
      .getByText('签发者地址不能是本机、内网、链路本地或其他专用地址，除非运营方允许该主机')
      .waitFor()
    await admin.page.getByLabel('签发者地址（Issuer）').fill(oidcProvider.issuer)
    await saveSettings(admin.page)
    await admin.page.getByText('已设置；留空则保留原密钥').waitFor()
    await expect(admin.page.getByLabel('客户端密钥').inputValue()).resolves.toBe('')

    const page = await signInAtOidcProvider(STAFF_ACCOUNT)
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
    await logOutThroughProfile(page)
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    await page.waitForURL(portal('/login'))
    // The provider's session is over: the next visit meets its login form again.
    await page.goto(portal('/portal'))
    await page.getByPlaceholder('Enter any login').waitFor()
  })

  it('refuses a disabled account and an unknown one with the reason on the login page', async () => {
    const disabled = await signInAtOidcProvider(DISABLED_ACCOUNT)
    await disabled.getByText('单点登录失败：该账号已停用').waitFor()
    expect(new URL(disabled.url()).pathname).toBe('/dzfront/portal/login')
    const unknown = await signInAtOidcProvider('nobody@elsewhere.test')
    await unknown.getByText('单点登录失败：该账号不是本企业的员工').waitFor()
  })
})

describe('single sign-on through SAML 2.0', () => {
  it('signs a staff member in through a SAML IdP with a signed assertion, and refuses a disabled one', async () => {
    const admin = await adminOnSsoPage()
    samlIdp = await startSamlIdp({ spEntityId: 'portal-sp', acsUrl: admin.settings.acsUrl })
    await admin.page.getByRole('radio', { name: 'SAML 2.0' }).check()
    await admin.page.getByText(admin.settings.acsUrl).waitFor()
    await admin.page.getByLabel('IdP 登录地址').fill(samlIdp.entryPoint)
    await admin.page.getByLabel('IdP 退出地址').fill(samlIdp.logoutUrl)
    await admin.page.getByLabel('IdP 签名证书（PEM）').fill(samlIdp.certificate)
    await admin.page.getByLabel('SP 实体 ID').fill('portal-sp')
    await saveSettings(admin.page)

    const page = await signInAtSamlIdp(STAFF_ACCOUNT)
    await page.getByRole('heading', { name: /^你好，/ }).waitFor()
    await logOutThroughProfile(page)
    await page.getByRole('heading', { name: 'Signed out of the IdP' }).waitFor()
    expect(new URL(page.url()).searchParams.has('SAMLRequest')).toBe(true)

    const disabled = await signInAtSamlIdp(DISABLED_ACCOUNT)
    await disabled.getByText('单点登录失败：该账号已停用').waitFor()
  })
})
