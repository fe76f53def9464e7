import { beforeEach, describe, expect, it } from 'vitest'
import { loginOverHttp } from '../apps/server/test/writing-clients'
import { runAxe, seriousOrCritical } from './support/axe-check'
import {
  answerFromPanel,
  apiOverHttp,
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInThroughForm } from './support/login-page'
import { logInToShell, shell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// Issue 27, parts 5 and 6: the administrator's satisfaction survey, a caller's answer in the call history, and a
// sign-in refused for its one real reason.
const session = usePortal()

beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
})

describe('the satisfaction survey', () => {
  it("the administrator turns it on; a caller's answer to agent01's call shows in the call history and figures", async () => {
    const admin = await logInToShell(session.browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
    const agent = await logInToShell(session.browser, session.server.origin, 'agent01', 'Agent@2026')
    try {
      const { page } = admin
      await page.goto(session.portal('/mzz/speech/speech/front/main/setting/survey'))
      await page.getByRole('heading', { name: '满意度调查' }).waitFor()
      const enabled = page.getByRole('switch', { name: '开启满意度调查' })
      if ((await enabled.getAttribute('aria-checked')) === 'true') await enabled.click()
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await page.getByText('已保存').first().waitFor()
      await enabled.click()
      await page.getByLabel('提示语').fill('请为本次服务打分，1分最不满意，5分最满意')
      await page.getByRole('radio', { name: '1–5分' }).check()
      await page.getByRole('button', { name: /^保\s?存$/ }).click()
      await expect
        .poll(async () =>
          apiOverHttp<{ enable: boolean }>(
            session.server.origin,
            await sessionCookieOf(agent.context),
            'GET',
            '/api/v1/call/settingSatis',
          ),
        )
        .toMatchObject({ enable: true })
      expect(seriousOrCritical(await runAxe(page))).toEqual([])

      await goReady(agent.page)
      await shell(agent.page).menuItem('工作台').click()
      const desk = agent.page.getByRole('region', { name: '客服工作台' })
      const today = desk
        .locator('.ant-card')
        .filter({ has: agent.page.getByRole('heading', { name: '今日通话' }) })
      const figures = desk
        .locator('.ant-card')
        .filter({ has: agent.page.getByRole('heading', { name: '今日数据' }) })
      const cookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      const caller = await loginOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
      await apiOverHttp(session.server.origin, caller, 'POST', '/api/v1/demo/call-simulator/inbound', {
        from: '13900005555',
        accountId,
        surveyAnswer: 5,
      })
      await answerFromPanel(agent.page)
      await callCentre(agent.page).panel.getByRole('button', { name: '挂断', exact: true }).click()

      const row = today.getByRole('row').filter({ hasText: '139****5555' }).first()
      await row.getByRole('cell', { name: '5', exact: true }).waitFor()
      await figures.getByText(/^5（\d+次评价）$/).waitFor()
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})

describe('a refused sign-in', () => {
  it('names the one real reason: a member in no skill group is told so', async () => {
    const { page } = session
    await page.goto(session.portal('/login'))
    await logInThroughForm(page, 'weak@demo.com', 'Password1')
    await page
      .getByRole('dialog', { name: '账号存在风险' })
      .getByRole('button', { name: '已了解风险，继续登录' })
      .click()
    await shell(page).tabList.waitFor()
    await callCentre(page).switcher.click()
    await page.getByRole('menuitem', { name: '接线', exact: true }).click()
    const signIn = page.getByRole('dialog', { name: '签入呼叫中心' })
    await signIn.getByRole('radio', { name: '软电话' }).check()
    await signIn.getByRole('button', { name: '签入' }).click()
    const failed = page.getByRole('dialog', { name: '签入失败' })
    await failed.getByText('签入失败：你不在任何技能组中，请联系管理员把你加入技能组').waitFor()
    expect(await failed.getByText(/可能的原因/).count()).toBe(0)
  })
})
