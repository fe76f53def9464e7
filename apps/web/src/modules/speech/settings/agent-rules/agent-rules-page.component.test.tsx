import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { AgentRulesPage } from './agent-rules-page'

const BASE = '/api/v1/portal/call-centre'
const SALES_RULES = {
  id: 'g1',
  name: '销售组',
  acwMode: 'TIMED',
  acwSeconds: null,
  wrapUpCodes: [],
  autoAnswer: false,
  autoAnswerDelaySeconds: 0,
  incomingCallPopup: 'DEFAULT',
}

const pageApi = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`GET ${BASE}/agent-rules`]: () => ({
      data: [
        SALES_RULES,
        { ...SALES_RULES, id: 'g2', name: '投诉组', wrapUpCodes: ['complaint', 'answered'] },
      ],
    }),
    [`GET ${BASE}/rest-reasons`]: () => ({
      data: [
        { id: 'r1', name: '喝水' },
        { id: 'r2', name: '午餐' },
      ],
    }),
    [`GET ${BASE}/rest-limit`]: () => ({ data: { restLimitSeconds: 1800 } }),
    [`GET ${BASE}/agent-rules-wrap-up-codes`]: () => ({
      data: [
        { id: 'w1', code: 'answered', name: '咨询已解答' },
        { id: 'w2', code: 'complaint', name: '投诉' },
      ],
    }),
    ...extra,
  })

describe('the agent rules page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each skill group’s rules, the rest reasons in order and the rest limit, with no add or delete of a group', async () => {
    pageApi()
    renderInPortal({ routes: [{ path: '/', element: <AgentRulesPage /> }] })
    expect(await screen.findByRole('heading', { name: '坐席规则', level: 1 })).toBeTruthy()
    const rules = await screen.findByRole('table', { name: '技能组坐席规则' })
    const row = (await within(rules).findByText('销售组')).closest('tr') as HTMLElement
    for (const shown of ['限时结束', '按呼叫中心设置', '全部小结码', '关', '按企业开关'])
      expect(within(row).getByText(shown)).toBeTruthy()
    expect(within(row).queryByRole('button', { name: '删除 销售组' })).toBeNull()
    // A group's codes offered by their names.
    const complaints = (await within(rules).findByText('投诉组')).closest('tr') as HTMLElement
    expect(await within(complaints).findByText('投诉、咨询已解答')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /新增坐席规则/ })).toBeNull()
    const reasons = screen.getByRole('table', { name: '小休原因' })
    expect(await within(reasons).findByText('喝水')).toBeTruthy()
    expect(await screen.findByRole('spinbutton', { name: '小休时长上限（秒）' })).toBeTruthy()
    expect(await seriousAxeFindings()).toEqual([])
  }, 30_000)

  it('switches auto-answer on with a delay, makes a wrap-up code mandatory with two codes offered, refusing a long delay first', async () => {
    const calls = pageApi({
      [`PUT ${BASE}/agent-rules/g1`]: (body) => ({ data: { ...SALES_RULES, ...(body as object) } }),
    })
    renderInPortal({ routes: [{ path: '/', element: <AgentRulesPage /> }] })
    await userEvent.click(await screen.findByRole('button', { name: '编辑 销售组' }))
    const drawer = await screen.findByRole('dialog', { name: '编辑坐席规则' })
    await userEvent.click(within(drawer).getByRole('radio', { name: '须选话后小结' }))
    await userEvent.click(within(drawer).getByRole('switch', { name: '自动接听' }))
    const delay = within(drawer).getByRole('spinbutton', { name: '自动接听延迟（秒）' })
    await userEvent.clear(delay)
    await userEvent.type(delay, '11')
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }))
    expect(await within(drawer).findByText('自动接听延迟应为0至10秒的整数')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.clear(delay)
    await userEvent.type(delay, '2')
    await userEvent.click(within(drawer).getByRole('combobox', { name: '可选小结码' }))
    for (const title of ['咨询已解答', '投诉']) {
      const option = await waitFor(() => {
        const item = document.querySelector(`.ant-select-item-option[title="${title}"]`)
        if (!item) throw new Error(`${title} is not offered yet`)
        return item
      })
      await userEvent.click(option)
    }
    expect(await seriousAxeFindings()).toEqual([])
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        acwMode: 'MANDATORY',
        acwSeconds: null,
        wrapUpCodes: ['answered', 'complaint'],
        autoAnswer: true,
        autoAnswerDelaySeconds: 2,
        incomingCallPopup: 'DEFAULT',
      }),
    )
  }, 30_000)

  it('moves a rest reason down and saves a new rest limit', async () => {
    const calls = pageApi({
      [`POST ${BASE}/rest-reasons/order`]: () => ({ data: null }),
      [`PUT ${BASE}/rest-limit`]: (body) => ({ data: body }),
    })
    renderInPortal({ routes: [{ path: '/', element: <AgentRulesPage /> }] })
    await userEvent.click(await screen.findByRole('button', { name: '下移 喝水' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/order'))?.body).toEqual({ ids: ['r2', 'r1'] }),
    )
    const limit = await screen.findByRole('spinbutton', { name: '小休时长上限（秒）' })
    await userEvent.clear(limit)
    await userEvent.type(limit, '900')
    await userEvent.click(screen.getByRole('button', { name: '保存时长上限' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ restLimitSeconds: 900 }),
    )
  }, 30_000)

  it('refuses a rest limit below the least, saying why, rather than raising it to the least and saving that', async () => {
    const calls = pageApi({ [`PUT ${BASE}/rest-limit`]: (body) => ({ data: body }) })
    renderInPortal({ routes: [{ path: '/', element: <AgentRulesPage /> }] })
    const limit = await screen.findByRole('spinbutton', { name: '小休时长上限（秒）' })
    await userEvent.clear(limit)
    await userEvent.type(limit, '5')
    await userEvent.click(screen.getByRole('button', { name: '保存时长上限' }))
    expect(await screen.findByText('小休时长上限应为 60 到 86400 秒之间的整数')).not.toBeNull()
    expect((limit as HTMLInputElement).value).toBe('5')
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  }, 30_000)
})
