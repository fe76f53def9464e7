import type { CtiState } from '@portal/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { TelephonyHeader } from './telephony-header'

beforeAll(loadLazyParts, 60_000)

const renderHeader = (state: CtiState) => {
  stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: true, envPrefix: '' } }),
    'GET /api/v1/speech/did/list': () => ({ data: [{ number: '4001234567', name: '客服热线' }] }),
  })
  renderTelephony(<TelephonyHeader />)
}

describe('the telephony header, to axe', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('has no serious violation with a ringing call popped up', async () => {
    renderHeader(ctiStateFixture({ call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null } }))
    await screen.findByRole('heading', { name: '来电' })
    expect(await seriousAxeFindings()).toEqual([])
  })

  it('has no serious violation with an active call and its keypad open', async () => {
    renderHeader(ctiStateFixture({ call: {} }))
    await userEvent.click(await screen.findByRole('button', { name: '电话：通话中' }))
    await userEvent.click(await screen.findByRole('button', { name: '按键' }))
    await screen.findByRole('group', { name: '拨号按键' })
    expect(await seriousAxeFindings()).toEqual([])
  })

  it('has no serious violation with the dial pad and the status menu open', async () => {
    renderHeader(ctiStateFixture())
    await userEvent.click(await screen.findByRole('button', { name: '电话：在线' }))
    await screen.findByRole('textbox', { name: '电话号码' })
    await userEvent.click(screen.getByRole('button', { name: '坐席状态：接线' }))
    await screen.findAllByRole('menuitem')
    expect(await seriousAxeFindings()).toEqual([])
  })
})
