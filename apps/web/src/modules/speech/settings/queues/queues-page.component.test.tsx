import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { QueuesPage } from './queues-page'

const BASE = '/api/v1/portal/call-centre'
const ZHANG = '0b7c5d5e-8f4a-4c1e-9a57-1f2a3b4c5d01'
const LI = '0b7c5d5e-8f4a-4c1e-9a57-1f2a3b4c5d02'
const SALES = {
  id: 'g1',
  name: '销售组',
  members: [{ accountId: ZHANG, name: '张三', skillLevel: 8 }],
  ringStrategy: 'SKILL_LEVEL',
  ringTimeoutSeconds: null,
  maxOffersPerAgent: 3,
  maxWaitSeconds: 120,
  overflowAction: 'CALLBACK',
  overflowSkillGroupId: null,
  offersQueuedCallback: true,
  announceEverySeconds: 30,
}
const STAFF = [
  { id: ZHANG, name: '张三' },
  { id: LI, name: '李四' },
]
const saveButton = (drawer: HTMLElement) => within(drawer).getByRole('button', { name: /^保\s?存$/ })

/** Picks a choice of an open Ant Design select: the drawn item takes the click, not its accessible copy. */
const pickDrawnOption = async (title: string) => {
  const option = await waitFor(() => {
    const item = document.querySelector(`.ant-select-item-option[title="${title}"]`)
    if (!item) throw new Error(`${title} is not offered yet`)
    return item
  })
  await userEvent.click(option)
}

describe('the queues page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the skill groups with their members, strategy and waiting rules, in words', async () => {
    stubApi({
      [`GET ${BASE}/queues`]: () => ({ data: [SALES] }),
      [`GET ${BASE}/queue-defaults`]: () => ({ data: { ringTimeoutSeconds: 15, maxOffersPerAgent: 3 } }),
    })
    renderInPortal({ routes: [{ path: '/', element: <QueuesPage /> }] })
    expect(await screen.findByRole('heading', { name: '队列设置', level: 1 })).toBeTruthy()
    const table = await screen.findByRole('table', { name: '技能组' })
    const row = (await within(table).findByText('销售组')).closest('tr') as HTMLElement
    for (const shown of ['张三（8级）', '技能等级优先', '按呼叫中心设置', '登记回拨请求', '是', '30'])
      expect(within(row).getByText(shown)).toBeTruthy()
    expect(await seriousAxeFindings()).toEqual([])
  }, 30_000)

  it('creates a skill group with two members and their skill levels, refusing a bad ring timeout first', async () => {
    const calls = stubApi({
      [`GET ${BASE}/queues`]: () => ({ data: [SALES] }),
      [`GET ${BASE}/queue-staff`]: () => ({ data: STAFF }),
      [`GET ${BASE}/queue-defaults`]: () => ({ data: { ringTimeoutSeconds: 15, maxOffersPerAgent: 3 } }),
      [`POST ${BASE}/queues`]: (body) => ({ data: { ...SALES, id: 'g2', ...(body as object) } }),
    })
    renderInPortal({ routes: [{ path: '/', element: <QueuesPage /> }] })
    await userEvent.click(await screen.findByRole('button', { name: /新增技能组/ }))
    const drawer = await screen.findByRole('dialog', { name: '新增技能组' })
    await userEvent.type(within(drawer).getByLabelText('技能组名称'), '售后组')
    await userEvent.click(within(drawer).getByRole('combobox', { name: '成员' }))
    await pickDrawnOption('张三')
    await pickDrawnOption('李四')
    const level = await within(drawer).findByRole('spinbutton', { name: '李四的技能等级' })
    expect(await seriousAxeFindings()).toEqual([])
    await userEvent.clear(level)
    await userEvent.type(level, '9')
    expect(
      (within(drawer).getByRole('spinbutton', { name: '振铃超时（秒）' }) as HTMLInputElement).placeholder,
    ).toBe('按呼叫中心设置：15')
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: '振铃超时（秒）' }), '200')
    await userEvent.click(saveButton(drawer))
    expect(await within(drawer).findByText('振铃超时应为5至120秒的整数')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(within(drawer).getByRole('spinbutton', { name: '振铃超时（秒）' }))
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: '振铃超时（秒）' }), '20')
    await userEvent.click(within(drawer).getByRole('radio', { name: '轮流振铃' }))
    await userEvent.click(within(drawer).getByRole('switch', { name: '排队时可登记回拨' }))
    await userEvent.click(saveButton(drawer))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: '售后组',
        members: [
          { accountId: ZHANG, skillLevel: 5 },
          { accountId: LI, skillLevel: 9 },
        ],
        ringStrategy: 'ROUND_ROBIN',
        ringTimeoutSeconds: 20,
        maxOffersPerAgent: null,
        overflowAction: 'HANGUP',
        offersQueuedCallback: true,
      }),
    )
  }, 30_000)
})
