import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { stubApi } from '@/test-support/stub-api'
import { DialPad } from './dial-pad'

beforeAll(loadLazyParts, 60_000)

const renderDialPad = () => {
  const calls = stubApi({
    'GET /api/v1/speech/sign/model': () => ({
      data: {
        enableIncomingCallPopup: true,
        signModels: ['SIPPHONE'],
        agentPhonePattern: null,
        autoAnswer: false,
        staffPhone: null,
      },
    }),
    'GET /api/v1/speech/did/list': () => ({ data: [{ number: '4001234567', name: '客服热线' }] }),
    'POST /api/v1/speech/call/dial': () => ({ data: ctiStateFixture({ version: 2 }) }),
  })
  renderTelephony(<DialPad />)
  return calls.filter.bind(calls, (call) => call.path === '/api/v1/speech/call/dial')
}

describe('the dial pad', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('dials a 10-digit number with the prefix 52', async () => {
    const dials = renderDialPad()
    await userEvent.type(await screen.findByRole('textbox', { name: '电话号码' }), '5512345678')
    await userEvent.click(screen.getByRole('button', { name: '拨打' }))
    await waitFor(() => expect(dials()[0]?.body).toEqual({ phone: '525512345678' }))
  })

  it('takes a pasted number without its spaces and dashes', async () => {
    const dials = renderDialPad()
    await userEvent.click(await screen.findByRole('textbox', { name: '电话号码' }))
    await userEvent.paste('138 1234-5678')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '电话号码' }).value).toBe('13812345678')
    await userEvent.click(screen.getByRole('button', { name: '拨打' }))
    await waitFor(() => expect(dials()[0]?.body).toEqual({ phone: '13812345678' }))
  })

  it('says the number is invalid and dials nothing', async () => {
    const dials = renderDialPad()
    await userEvent.type(await screen.findByRole('textbox', { name: '电话号码' }), '12345')
    await userEvent.click(screen.getByRole('button', { name: '拨打' }))
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy()
    expect(dials()).toEqual([])
  })

  it('calls from the chosen number of the tenant', async () => {
    const dials = renderDialPad()
    await userEvent.type(await screen.findByRole('textbox', { name: '电话号码' }), '13812345678')
    await userEvent.click(await screen.findByRole('combobox', { name: '主叫号码' }))
    await userEvent.click(await screen.findByText('客服热线 4001234567'))
    await userEvent.click(screen.getByRole('button', { name: '拨打' }))
    await waitFor(() => expect(dials()[0]?.body).toEqual({ phone: '13812345678', did: '4001234567' }))
  })
})
