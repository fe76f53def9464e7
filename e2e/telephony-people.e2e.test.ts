import { beforeEach, describe, expect, it } from 'vitest'
import {
  callCentre,
  ctiStateOverHttp,
  goReady,
  resetAgentOverHttp,
  ringOverHttp,
  sessionCookieOf,
  answerFromPanel,
} from './support/call-centre'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** agent01 and the administrator, each in their own browser profile on the home page. */
async function agentAndSupervisor() {
  const origin = session.server.origin
  const agent = await logInToShell(session.browser, origin, 'agent01', 'Agent@2026')
  const supervisor = await logInToShell(session.browser, origin, 'admin@demo.com', 'Admin@2026')
  return { agent, supervisor, close: () => Promise.all([agent.context.close(), supervisor.context.close()]) }
}

// Each test starts with agent01 free, whatever the one before left behind.
beforeEach(async () => {
  await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  await resetAgentOverHttp(session.server.origin, 'admin@demo.com', 'Admin@2026')
})

describe('the people around a call', () => {
  it('offers a call nobody answers to the next ready agent, and marks the first busy', async () => {
    const { agent, supervisor, close } = await agentAndSupervisor()
    try {
      // The administrator has waited longest: the call rings for them first.
      await goReady(supervisor.page)
      await goReady(agent.page)
      const cookie = await sessionCookieOf(agent.context)
      const { callId } = await ringOverHttp(session.server.origin, cookie, { from: '13900005555' })
      await supervisor.page.getByRole('button', { name: '电话：来电' }).waitFor()
      expect(await agent.page.getByRole('button', { name: '电话：在线' }).isVisible()).toBe(true)
      // The tenant's ring timeout is 15 s.
      await agent.page.getByRole('button', { name: '电话：来电' }).waitFor({ timeout: 25_000 })
      expect((await ctiStateOverHttp(session.server.origin, cookie)).call?.callId).toBe(callId)
      await supervisor.page.getByRole('button', { name: '坐席状态：小休' }).waitFor()
      await supervisor.page.getByText('未接来电，已置为小休').waitFor()
      await callCentre(agent.page).panel.getByRole('button', { name: '拒接' }).click()
    } finally {
      await close()
    }
  })

  it('lets the administrator listen to agent01’s call and join it, and agent01 sees both', async () => {
    const { agent, supervisor, close } = await agentAndSupervisor()
    try {
      await goReady(agent.page)
      const cookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      await ringOverHttp(session.server.origin, cookie, { from: '13900006666', accountId })
      const agentPanel = callCentre(agent.page).panel
      await agentPanel.getByRole('button', { name: '接听' }).click()
      await agent.page.getByRole('button', { name: '电话：通话中' }).waitFor()

      await supervisor.page.getByRole('button', { name: '监控' }).click()
      await supervisor.page.getByRole('button', { name: '监听 坐席01 的通话' }).click()
      await supervisor.page.getByRole('button', { name: '电话：监听中' }).waitFor()
      await agentPanel.waitFor({ state: 'hidden' })
      await callCentre(agent.page).widget.click()
      const others = agentPanel.getByRole('list', { name: '通话中的其他人' })
      await others.getByText('管理员 监听中').waitFor()

      await supervisor.page.getByRole('button', { name: '加入 坐席01 的通话' }).click()
      await others.getByText('管理员 已加入').waitFor()
      await agentPanel.getByRole('button', { name: '挂断', exact: true }).click()
      await others.waitFor({ state: 'detached' })
      // The call is over for the administrator too: back to what they were before listening.
      await supervisor.page.getByRole('button', { name: '电话：监听中' }).waitFor({ state: 'detached' })
      expect(await supervisor.page.getByRole('button', { name: /^电话：/ }).isVisible()).toBe(true)
    } finally {
      await close()
    }
  })

  it('invites a colleague into the call, who agrees and enters it from the invitation dialog', async () => {
    const { agent, supervisor, close } = await agentAndSupervisor()
    try {
      await goReady(agent.page)
      // The colleague is signed in and free (hung off), so no call rings for them meanwhile.
      await goReady(supervisor.page)
      await supervisor.page.getByRole('button', { name: /^坐席状态：/ }).click()
      await supervisor.page.getByRole('menuitem', { name: '挂起', exact: true }).click()
      await supervisor.page.getByRole('button', { name: '坐席状态：挂起' }).waitFor()
      const cookie = await sessionCookieOf(agent.context)
      const { accountId } = (await ctiStateOverHttp(session.server.origin, cookie)).agent
      await ringOverHttp(session.server.origin, cookie, { from: '13900001111', accountId })
      const panel = callCentre(agent.page).panel
      await answerFromPanel(agent.page)

      await panel.getByRole('button', { name: '邀请坐席' }).click()
      const invite = agent.page.getByRole('dialog', { name: '邀请坐席加入通话' })
      // By keyboard: the picker searches the colleagues by name.
      await invite.getByRole('combobox', { name: '坐席' }).fill('管理员')
      // Enter picks the first match only once the colleagues have loaded (a fetch, raced on a busy machine).
      await agent.page.locator('.ant-select-dropdown:visible').getByTitle('管理员', { exact: true }).waitFor()
      await agent.page.keyboard.press('Enter')
      await invite.getByLabel('邀请原因').fill('客户要求主管处理')
      await invite.getByRole('button', { name: '邀请' }).click()
      await invite.waitFor({ state: 'hidden' })

      const invitation = supervisor.page.getByRole('dialog', { name: '多方会话邀请' })
      await invitation.getByText('坐席01 邀请你加入通话').waitFor()
      await invitation.getByText('客户要求主管处理').waitFor()
      await invitation.getByRole('button', { name: '同意并进入' }).click()
      // The colleague is in the call now, a party to it (a listening supervisor would show 监听中).
      await supervisor.page.getByRole('button', { name: '电话：通话中' }).waitFor()
      await panel.getByRole('list', { name: '通话中的其他人' }).getByText('管理员 已加入').waitFor()
    } finally {
      await close()
    }
  })
})
