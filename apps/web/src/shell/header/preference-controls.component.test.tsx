import { DEFAULT_MEMBER_PREFERENCES } from '@portal/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { PREFERENCE_CACHE_KEY } from '@/lib/preferences/preference-cache'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import '../translations'
import { PreferenceControls } from './preference-controls'

const renderControls = (failSaving = false) => {
  // As the server does: a change merges into what the member has.
  let saved = { ...DEFAULT_MEMBER_PREFERENCES, focusDuringCalls: true }
  const calls = stubApi({
    'GET /user/preferences': () => ({ data: saved }),
    'PUT /user/preferences': (body) => {
      if (failSaving) return { code: 500, message: '' }
      saved = { ...saved, ...(body as object) }
      return { data: saved }
    },
  })
  renderInPortal({ routes: [{ path: '/', element: <PreferenceControls /> }] })
  return calls
}

beforeEach(() => window.localStorage.clear())

describe('the preferences in the profile panel', () => {
  it('shows the member’s saved choices and saves a change, keeping this browser’s copy for the first paint', async () => {
    const calls = renderControls()
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '通话时免打扰' }).getAttribute('aria-checked')).toBe('true'),
    )
    await userEvent.click(screen.getByRole('switch', { name: '键盘快捷键' }))
    await userEvent.click(screen.getByText('深色'))
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { shortcutsEnabled: false },
        { theme: 'dark' },
      ]),
    )
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(PREFERENCE_CACHE_KEY) ?? '{}')).toMatchObject({
        theme: 'dark',
        shortcutsEnabled: false,
      }),
    )
  })

  it('says so when a change could not be saved', async () => {
    renderControls(true)
    await userEvent.click(await screen.findByRole('switch', { name: '来电桌面通知' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '偏好设置保存失败，请重试')
  })
})
