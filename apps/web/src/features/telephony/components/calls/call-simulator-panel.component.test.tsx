import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { CallSimulatorPanel } from './call-simulator-panel'

beforeAll(loadLazyParts, 60_000)

describe('the call simulator panel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('rings the number dialled with the keys pressed and shows what the caller heard', async () => {
    const calls = stubApi({
      'GET /api/v1/speech/dialpad/staff/status': () => ({ data: [] }),
      'POST /api/v1/demo/call-simulator/inbound': () => ({
        data: {
          callId: 'c1',
          heard: [
            { at: '2026-03-02T02:00:00Z', text: '售前请按 1，售后请按 2' },
            { at: '2026-03-02T02:00:00Z', text: '（来电按 2）' },
          ],
        },
      }),
    })
    renderTelephony(<CallSimulatorPanel ownAccountId="me" />)
    await userEvent.click(await screen.findByRole('combobox', { name: '接听坐席' }))
    await userEvent.click(await screen.findByText('排队：等待最久的接线坐席'))
    await userEvent.type(screen.getByRole('textbox', { name: '拨打的企业号码（默认第一个）' }), '4008001001')
    await userEvent.type(screen.getByRole('textbox', { name: '按键（每个菜单一个，如 2 或 21）' }), '2')
    await userEvent.click(screen.getByRole('button', { name: '模拟来电' }))

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
        from: '13900001111',
        did: '4008001001',
        keys: '2',
      }),
    )
    const heard = await screen.findByRole('region', { name: '来电听到的内容' })
    expect(heard.textContent).toContain('售前请按 1，售后请按 2')
    expect(heard.textContent).toContain('（来电按 2）')
  })

  it('has no serious accessibility findings with what the caller heard shown', async () => {
    stubApi({
      'GET /api/v1/speech/dialpad/staff/status': () => ({ data: [] }),
      'POST /api/v1/demo/call-simulator/inbound': () => ({
        data: { callId: 'c2', heard: [{ at: '2026-03-02T02:00:00Z', text: '现在是非营业时间' }] },
      }),
    })
    renderTelephony(<CallSimulatorPanel ownAccountId="me" />)
    await userEvent.click(await screen.findByRole('button', { name: '模拟来电' }))
    await screen.findByRole('region', { name: '来电听到的内容' })
    expect(await seriousAxeFindings()).toEqual([])
  })

  it('refuses keys that are not on a keypad, ringing nothing', async () => {
    const calls = stubApi({ 'GET /api/v1/speech/dialpad/staff/status': () => ({ data: [] }) })
    renderTelephony(<CallSimulatorPanel ownAccountId="me" />)
    await userEvent.type(
      await screen.findByRole('textbox', { name: '按键（每个菜单一个，如 2 或 21）' }),
      '2a',
    )
    await userEvent.click(screen.getByRole('button', { name: '模拟来电' }))
    expect(await screen.findByText('只能是 0–9、* 和 #')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })
})
