import { describe, it } from 'vitest'
import { missingKannel } from '../apps/server/test/kannel-peer'
import { useKannelPortal } from './support/use-kannel-portal'

const missing = missingKannel()

describe.skipIf(missing)(
  `SMS login through a real Kannel, demo mode off${missing && ` (SKIPPED: ${missing})`}`,
  () => {
    const { session, kannel } = useKannelPortal({
      PORTAL_DEMO: '0',
      SMS_MAX_ATTEMPTS: '2',
      SMS_RETRY_BASE_MS: '200',
    })

    it('logs agent01 in with the code the fake SMSC received from Kannel', async () => {
      const { page } = session
      await page.goto(session.portal('/login?type=phone'))
      await page.getByRole('textbox', { name: '手机号码' }).fill('13800000001')
      await page.getByRole('button', { name: '获取验证码', exact: true }).click()
      await page.getByRole('button', { name: /^\d+s$/ }).waitFor()
      const message = await kannel().waitForMessage((received) => received.to === '13800000001')
      const code = /\d{6}/.exec(message.text)?.[0] ?? ''
      await page.getByRole('textbox', { name: '短信验证码' }).fill(code)
      await page.getByRole('button', { name: '登录', exact: true }).click()
      await page.getByRole('heading', { name: '你好，坐席01' }).waitFor()
    })

    it('tells the user 获取验证码失败！ when the gateway cannot send the code', async () => {
      await kannel().stop()
      const { page } = session
      await page.goto(session.portal('/login?type=phone'))
      await page.getByRole('textbox', { name: '手机号码' }).fill('13800000000')
      await page.getByRole('button', { name: '获取验证码', exact: true }).click()
      await page.getByText('获取验证码失败！').waitFor({ timeout: 20_000 })
    })
  },
)
