import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { SurveySettingsPage } from './survey-settings-page'

const URL = '/api/v1/portal/call-centre/survey'

describe('the satisfaction survey page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('turns the survey on only with a prompt, and saves the scale chosen', async () => {
    const calls = stubApi({
      [`GET ${URL}`]: () => ({ data: { enabled: false, prompt: '', scale: 5 } }),
      [`PUT ${URL}`]: (body) => ({ data: body }),
    })
    renderInPortal({ routes: [{ path: '/', element: <SurveySettingsPage /> }] })
    const enabled = await screen.findByRole('switch', { name: '开启满意度调查' })
    expect(await seriousAxeFindings()).toEqual([])

    await userEvent.click(enabled)
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
    expect(await screen.findByText('开启满意度调查时请填写提示语')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.type(screen.getByLabelText('提示语'), '请为本次服务打分')
    await userEvent.click(screen.getByRole('radio', { name: '1–10分' }))
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        enabled: true,
        prompt: '请为本次服务打分',
        scale: 10,
      }),
    )
  })
})
