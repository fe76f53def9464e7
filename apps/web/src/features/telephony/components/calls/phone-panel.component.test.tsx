import type { CtiState } from '@portal/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { callRecordFixture } from '@/test-support/call-record-fixture'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { TelephonyHeader } from '../header/telephony-header'

beforeAll(loadLazyParts, 60_000)

const ON_CALL = ctiStateFixture({ version: 1, call: {} })

const renderPanel = (
  state: CtiState = ON_CALL,
  more: Record<string, (body: unknown) => StubAnswer> = {},
  satisfaction = false,
) => {
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: satisfaction, envPrefix: '' } }),
    ...more,
  })
  const view = renderTelephony(<TelephonyHeader />)
  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '电话：通话中' }))
    return screen.findByRole('region', { name: '电话面板' })
  }
  return { calls, open, ...view }
}

describe('the phone panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('keeps the note as typed across a reload, and saves it on the call record by itself', async () => {
    const record = { 'GET /api/v1/speech/communicate/rec-1': () => ({ data: callRecordFixture() }) }
    // The first page's save fails: the text lives only in the browser's draft when the page goes.
    const first = renderPanel(ON_CALL, {
      ...record,
      'POST /api/v1/speech/communicate/update/rec-1': () => ({ code: 20001, message: '服务繁忙' }),
    })
    await userEvent.type(
      await within(await first.open()).findByRole('textbox', { name: '通话备注' }),
      '客户要求回电',
    )
    first.unmount()

    // The server as it keeps the record: what it saved, it reads back.
    let kept = callRecordFixture()
    const { calls, open } = renderPanel(ON_CALL, {
      'GET /api/v1/speech/communicate/rec-1': () => ({ data: kept }),
      'POST /api/v1/speech/communicate/update/rec-1': (body) => {
        kept = callRecordFixture({ note: (body as { note: string }).note, noteVersion: 1 })
        return { data: kept }
      },
    })
    const note = await within(await open()).findByRole('textbox', { name: '通话备注' })
    expect((note as HTMLTextAreaElement).value).toBe('客户要求回电')
    await waitFor(() =>
      expect(calls.findLast((call) => call.path === '/api/v1/speech/communicate/update/rec-1')?.body).toEqual(
        {
          note: '客户要求回电',
          noteVersion: 0,
        },
      ),
    )
    expect(await screen.findByText('备注已保存')).toBeTruthy()
  })

  it('names a call-back request and offers only the wrap-up codes of its skill group', async () => {
    const callback = ctiStateFixture({ call: { isCallbackRequest: true, wrapUpCodes: ['complaint'] } })
    const { open } = renderPanel(callback, {
      'GET /api/v1/speech/communicate/rec-1': () => ({ data: callRecordFixture() }),
      'GET /api/v1/working-desk/wrap-up-codes': () => ({
        data: [
          { code: 'answered', name: '咨询已解答' },
          { code: 'complaint', name: '投诉' },
        ],
      }),
    })
    const panel = await open()
    expect(within(panel).getByText('回拨请求')).toBeTruthy()
    await userEvent.click(await within(panel).findByRole('combobox', { name: '话后小结' }))
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="投诉"]')).toBeTruthy())
    expect(document.querySelector('.ant-select-item-option[title="咨询已解答"]')).toBeNull()
  })

  it('shows no note box for a call that is not the agent’s own', async () => {
    const { open } = renderPanel(ON_CALL, {
      'GET /api/v1/speech/communicate/rec-1': () => ({ data: callRecordFixture({ agentAccountId: 'u2' }) }),
    })
    const panel = await open()
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: '通话备注' })).toBeNull())
    expect(within(panel).queryByRole('region', { name: '话后记录' })).toBeNull()
  })

  it('transfers the call to an outside line from its dialog, a landline too, once the agent confirms', async () => {
    const { calls, open } = renderPanel(ON_CALL, {
      'POST /api/v1/call/saveZhuanJieTelephone': () => ({ data: ctiStateFixture({ version: 2 }) }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '转外线' }))
    const dialog = await screen.findByRole('dialog', { name: '转外线' })
    const number = within(dialog).getByRole('textbox', { name: '外线号码' })
    await userEvent.type(number, '123')
    await userEvent.click(within(dialog).getByRole('button', { name: '转接' }))
    expect(await within(dialog).findByText('请输入正确的电话号码')).toBeTruthy()
    await userEvent.clear(number)
    await userEvent.type(number, '021-8888 6666')
    await userEvent.click(within(dialog).getByRole('button', { name: '转接' }))
    // The transfer ends the agent's leg: it waits for their word.
    expect(within(dialog).getByText('将通话转到 02188886666？转接后你将离开通话。')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/v1/call/saveZhuanJieTelephone')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定转接' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/call/saveZhuanJieTelephone')?.body).toEqual({
        telephone: '02188886666',
      }),
    )
  })

  it('says when the transfer to an outside line failed', async () => {
    const { open } = renderPanel(ON_CALL, {
      'POST /api/v1/call/saveZhuanJieTelephone': () => ({ code: 20001, message: '' }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '转外线' }))
    const dialog = await screen.findByRole('dialog', { name: '转外线' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: '外线号码' }), '13912345678')
    await userEvent.click(within(dialog).getByRole('button', { name: '转接' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定转接' }))
    expect(await screen.findByText('转外线失败')).toBeTruthy()
  })

  it('asks before transferring the customer to the satisfaction survey', async () => {
    const { calls, open } = renderPanel(
      ON_CALL,
      { 'POST /api/v1/call/satisfaction/transfer': () => ({ data: ctiStateFixture({ version: 2 }) }) },
      true,
    )
    const transfers = () => calls.filter((call) => call.path === '/api/v1/call/satisfaction/transfer')
    await userEvent.click(await within(await open()).findByRole('button', { name: '转满意度' }))
    await screen.findByText('将客户转到满意度评价？转接后你将离开通话。')
    expect(transfers()).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: '确定转接' }))
    await waitFor(() => expect(transfers()).toHaveLength(1))
  })

  it('offers the satisfaction survey only when the tenant enables it', async () => {
    const { open } = renderPanel(ON_CALL, {}, false)
    const panel = await open()
    await waitFor(() => expect(within(panel).getByRole('button', { name: '转外线' })).toBeTruthy())
    expect(within(panel).queryByRole('button', { name: '转满意度' })).toBeNull()
  })

  it('invites a free agent into the call with a reason', async () => {
    const { calls, open } = renderPanel(ON_CALL, {
      'GET /api/v1/speech/dialpad/staff/status': () => ({
        data: [
          { accountId: 'u2', name: '张坐席', free: true },
          { accountId: 'u3', name: '赵坐席', free: false },
        ],
      }),
      'POST /api/v1/speech/call/call-1/invite': () => ({ data: ctiStateFixture({ version: 2, call: {} }) }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '邀请坐席' }))
    const dialog = await screen.findByRole('dialog', { name: '邀请坐席加入通话' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: '坐席' }))
    await userEvent.click(await screen.findByText('张坐席'))
    await userEvent.type(within(dialog).getByRole('textbox', { name: '邀请原因' }), '需要专家')
    await userEvent.click(within(dialog).getByRole('button', { name: '邀请' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/call-1/invite')?.body).toEqual({
        accountId: 'u2',
        content: '需要专家',
      }),
    )
  })

  it('sends keypad digits on the call', async () => {
    const { calls, open } = renderPanel(ON_CALL, {
      'POST /api/v1/speech/call/call-1/dtmf': () => ({ data: null }),
    })
    await userEvent.click(within(await open()).getByRole('button', { name: '按键' }))
    await userEvent.click(await screen.findByRole('button', { name: '发送按键 #' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/call-1/dtmf')?.body).toEqual({
        digits: '#',
      }),
    )
  })

  it('closes on Escape and gives the focus back to the widget', async () => {
    const { open } = renderPanel()
    const panel = await open()
    within(panel).getByRole('button', { name: '保持' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: '电话面板' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '电话：通话中' }))
  })
})
