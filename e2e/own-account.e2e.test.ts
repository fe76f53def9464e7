import { describe, expect, it } from 'vitest'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { openContext } from './support/browser'
import { watchConsole } from './support/console-watch'
import { logInThroughForm, loginControls } from './support/login-page'
import { registerInBrowser } from './support/register-in-browser'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The agent's own account against the real server: personal info, the signed-in devices, the invite link.
const session = usePortal()
const portal = session.portal
const PERSONAL_INFO = '/mzz/main/main/setting/personal/individual'
const INVITE = '/mzz/main/main/activity/invite'
const END_SESSION = { name: /^使 .+下线$/ }
// A 1x1 PNG.
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password)

/** agent01 allowed to stay signed in on several devices, in two browsers, the first on its personal info. */
async function twoSessionsOfAgent01() {
  const first = await logIn('agent01', 'Agent@2026')
  await first.page.goto(portal(PERSONAL_INFO))
  const multiDevice = first.page.getByRole('switch', { name: '允许多设备同时登录' })
  await first.page.getByLabel('姓名').waitFor()
  if ((await multiDevice.getAttribute('aria-checked')) !== 'true') {
    await multiDevice.click()
    await first.page.getByLabel('当前密码').fill('Agent@2026')
    await first.page.getByRole('button', { name: /^保\s?存$/ }).click()
    await first.page.getByText('保存成功').waitFor()
  }
  await first.page.waitForLoadState('networkidle')
  return { first, second: await logIn('agent01', 'Agent@2026') }
}

describe('the signed-in devices', () => {
  it('ends agent01’s other session from the list, and that page shows the offline dialog', async () => {
    const { first, second } = await twoSessionsOfAgent01()
    const watch = await watchConsole(second.context)
    try {
      await second.page.goto(portal(PERSONAL_INFO))
      await second.page.getByText('本设备').waitFor()
      // The first page stayed signed in: it is the one other session listed.
      expect(await second.page.getByRole('button', END_SESSION).count()).toBe(1)
      // The header's own findings are the accessibility suite's to judge (it proves some false); this page's are ours.
      const findings = seriousOrCritical(await runAxe(second.page))
      expect(findings.filter((finding) => !finding.target.includes('portal-header'))).toEqual([])
      await second.page.getByRole('button', END_SESSION).click()

      const dialog = first.page.getByRole('dialog', { name: '下线通知' })
      await dialog.getByText('您已在其他设备上结束了此登录会话，当前设备已下线').waitFor()
      await second.page.getByRole('button', END_SESSION).waitFor({ state: 'detached' })
      // 确定 logs the ended session out: an answer, not a refusal the console would show as an error.
      const loggedOut = first.page.waitForResponse((response) => response.url().includes('/user/logout'))
      await dialog.getByRole('button', { name: '确定' }).click()
      expect((await loggedOut).status()).toBe(200)
      await first.page.waitForURL(/\/dzfront\/portal\/login/)
      expect(watch.problems).toEqual([])
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })

  it('tells a page that was offline when its session was ended why, once it is back', async () => {
    // The push that ends it is lost while the laptop is offline; the page's next answer must say the same.
    const { first, second } = await twoSessionsOfAgent01()
    try {
      await second.page.goto(portal(PERSONAL_INFO))
      await second.page.getByText('本设备').waitFor()
      await first.context.setOffline(true)
      // Every other session (an earlier test's may be listed too), so the first is among them.
      const endButtons = second.page.getByRole('button', END_SESSION)
      for (let left = await endButtons.count(); left > 0; left -= 1) {
        await endButtons.first().click()
        await expect.poll(() => endButtons.count()).toBe(left - 1)
      }
      await first.context.setOffline(false)
      const dialog = first.page.getByRole('dialog', { name: '下线通知' })
      await dialog.getByText('您已在其他设备上结束了此登录会话，当前设备已下线').waitFor()
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })
})

describe('personal info', () => {
  it('shows a saved name and a new avatar in the header', async () => {
    const { page, context } = await logIn('agent01', 'Agent@2026')
    const watch = await watchConsole(context)
    try {
      await page.goto(portal(PERSONAL_INFO))
      await page.getByLabel('姓名').fill('坐席零一')
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await page.getByRole('button', { name: '个人中心：坐席零一' }).waitFor()

      await page
        .getByLabel('上传头像')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PIXEL })
      const headerAvatar = shell(page).profileButton.locator('img')
      await headerAvatar.waitFor()
      expect(await headerAvatar.getAttribute('src')).toMatch(
        /^\/file\/api\/v1\/file\/download\/[\w-]+\?t=\d+/,
      )
      await page.waitForFunction(() =>
        [...document.querySelectorAll('img')].some(
          (image) => image.src.includes('/file/') && image.naturalWidth > 0,
        ),
      )
      await page
        .getByLabel('上传头像')
        .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG_PIXEL })
      await page.getByRole('alert').filter({ hasText: '头像仅支持 PNG、JPEG、WebP 格式' }).waitFor()
      expect(watch.problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('labels the page in en-US', async () => {
    const context = await openContext(session.browser, { viewport: { width: 1440, height: 900 } })
    await context.addInitScript(() => localStorage.setItem('portal.locale', 'en-US'))
    const page = await context.newPage()
    try {
      await page.goto(portal('/login'))
      const controls = loginControls(page, 'en-US')
      await controls.account.fill('agent01')
      await controls.password.fill('Agent@2026')
      await controls.submit.click()
      await page.waitForURL(/\/dzfront\/portal\/portal/)
      await page.goto(portal(PERSONAL_INFO))
      await page.getByRole('heading', { name: 'Personal info' }).waitFor()
      await page.getByLabel('Mobile number').waitFor()
      await page.getByRole('switch', { name: 'Stay signed in on several devices' }).waitFor()
      await page.getByRole('button', { name: 'Change password' }).waitFor()
      await page.getByText('This device').waitFor()
    } finally {
      await context.close()
    }
  })
})

describe('the password from the personal page', () => {
  it('warns of a weak password, keeps it when the risk is accepted, and signs in again with it', async () => {
    const { page, context } = await logIn('agent01', 'Agent@2026')
    try {
      await page.goto(portal(PERSONAL_INFO))
      await page.getByRole('button', { name: '修改密码' }).click()
      const dialog = page.getByRole('dialog', { name: '修改密码' })
      await dialog.getByLabel('原密码').fill('Agent@2026')
      await dialog.getByLabel('新密码', { exact: true }).fill('Password1')
      await dialog.getByLabel('确认新密码').fill('Password1')
      await dialog.getByRole('button', { name: /^确\s?定$/ }).click()
      const risk = page.getByRole('dialog', { name: '账号存在风险' })
      await risk.getByRole('button', { name: '已了解风险，继续保存' }).click()
      await page.waitForURL(/\/dzfront\/portal\/login/)
      // The new password is the account's now; its risk was accepted, so the login goes straight in.
      await logInThroughForm(page, 'agent01', 'Password1')
      await shell(page).tabList.waitFor()
    } finally {
      await context.close()
    }
  })
})

describe('the invite-for-gifts page', () => {
  it('brings a registration through the invite link, listed with its name masked', async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const visitor = await openContext(session.browser)
    try {
      await admin.page.goto(portal(INVITE))
      const linkField = admin.page.getByLabel('我的邀请链接')
      await admin.page.waitForFunction(
        () => (document.getElementById('invite-link') as HTMLInputElement)?.value,
      )
      const link = await linkField.inputValue()
      expect(link).toMatch(/\/dzfront\/portal\/register\?invite=[A-Z2-9]{10}$/)
      await admin.page.getByText('暂无邀请记录').waitFor()

      const page = await visitor.newPage()
      await page.goto(link)
      await registerInBrowser(page, session.server.origin, {
        mobile: '13912340001',
        email: 'invited@corp.example',
        password: 'Newcomer@2026',
        name: '邀请来宾',
        companyName: '受邀公司',
      })
      await admin.page.reload()
      await admin.page.getByText('邀***').waitFor()
      await admin.page.getByText('未激活').waitFor()
    } finally {
      await admin.context.close()
      await visitor.close()
    }
  })
})
