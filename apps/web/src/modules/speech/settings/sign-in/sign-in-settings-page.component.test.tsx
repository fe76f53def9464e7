import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { SignInSettingsPage } from './sign-in-settings-page'

const URL = '/api/v1/portal/call-centre/sign-in'
const SETTINGS = {
  signModels: ['OUTPHONE', 'SIPPHONE'],
  agentPhonePattern: null,
  network: 'simulator',
  sipAddress: null,
}

describe('the sign-in modes page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("says which SIP server this portal has, and asks for a SIP network's address before saving it", async () => {
    const calls = stubApi({
      [`GET ${URL}`]: () => ({ data: { settings: SETTINGS, portalSipServer: 'sip.portal.test' } }),
      [`PUT ${URL}`]: (body) => ({ data: { settings: body, portalSipServer: 'sip.portal.test' } }),
    })
    renderInPortal({ routes: [{ path: '/', element: <SignInSettingsPage /> }] })
    expect(await screen.findByText(/本系统的软电话注册到SIP服务器 sip\.portal\.test/)).toBeTruthy()
    expect(await seriousAxeFindings()).toEqual([])

    await userEvent.click(screen.getByRole('checkbox', { name: '手机' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '软电话' }))
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
    expect(await screen.findByText('请至少允许一种签入方式')).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: '软电话' }))

    await userEvent.click(screen.getByRole('radio', { name: 'SIP网络' }))
    await userEvent.type(await screen.findByLabelText('SIP服务器地址'), 'sip:bad')
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
    expect(await screen.findByText(/请输入SIP服务器地址/)).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.clear(screen.getByLabelText('SIP服务器地址'))
    await userEvent.type(screen.getByLabelText('SIP服务器地址'), 'sip.portal.test')
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        signModels: ['SIPPHONE'],
        agentPhonePattern: null,
        network: 'sip',
        sipAddress: 'sip.portal.test',
      }),
    )
  })
})
