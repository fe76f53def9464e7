import { DEFAULT_MEMBER_PREFERENCES, type CtiState } from '@portal/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PREFERENCE_CACHE_KEY } from '@/lib/preferences/preference-cache'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { CTI_STATE_QUERY_KEY } from '@/lib/telephony/cti/get-cti-state'
import { SIGN_MODEL, ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { loadLazyParts } from '../../test-support/load-lazy-parts'
import { renderTelephony } from '../../test-support/render-telephony'
import { TelephonyHeader } from '../header/telephony-header'

beforeAll(loadLazyParts, 60_000)

const READY = ctiStateFixture()
const RINGING = ctiStateFixture({
  version: 2,
  call: { callStatus: 'INBOUND_WAITING_FOR_ANSWER', answeredAt: null },
})
const ON_CALL = ctiStateFixture({ version: 3, call: {} })

const render = (state: CtiState, { shortcutsEnabled = true } = {}) => {
  const preferences = { ...DEFAULT_MEMBER_PREFERENCES, shortcutsEnabled }
  localStorage.setItem(PREFERENCE_CACHE_KEY, JSON.stringify(preferences))
  const answer = (): StubAnswer => ({ data: state })
  const calls = stubApi({
    'GET /api/v1/speech/agent/info': () => ({ data: state }),
    'GET /api/v1/speech/sign/model': () => ({ data: SIGN_MODEL }),
    'GET /api/v1/call/settingSatis': () => ({ data: { enable: false, envPrefix: '' } }),
    'GET /user/preferences': () => ({ data: preferences }),
    ...Object.fromEntries(
      ['answer', 'hold', 'mute', 'hangup'].map((action) => [
        `POST /api/v1/speech/call/call-1/${action}`,
        answer,
      ]),
    ),
    'POST /api/v1/speech/call/call-1/dtmf': () => ({ data: null }),
  })
  const view = renderTelephony(
    <>
      <label>
        草稿
        <input />
      </label>
      <button type="button">别处</button>
      <TelephonyHeader />
    </>,
  )
  const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.path)
  return { calls, posted, ...view }
}

const press = (letter: string) => userEvent.keyboard(`{Alt>}{Shift>}${letter}{/Shift}{/Alt}`)

describe('the call on the keyboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('takes the focus to 接听 while a call rings, answers it with Alt+Shift+P, then gives the focus back', async () => {
    const { posted, queryClient } = render(READY)
    await screen.findByRole('button', { name: '电话：在线' })
    screen.getByRole('button', { name: '别处' }).focus()

    act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, RINGING))
    const panel = await screen.findByRole('region', { name: '电话面板' })
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('button', { name: '接听' })),
    )

    await press('P')
    await waitFor(() => expect(posted()).toEqual(['/api/v1/speech/call/call-1/answer']))
    act(() => queryClient.setQueryData(CTI_STATE_QUERY_KEY, ON_CALL))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '别处' })))
  })

  it('holds, mutes and hangs up with Alt+Shift+H, U and E, from inside a text box too', async () => {
    const { posted } = render(ON_CALL)
    await screen.findByRole('button', { name: '电话：通话中' })
    await userEvent.click(screen.getByRole('textbox', { name: '草稿' }))
    await press('H')
    await press('U')
    await press('E')
    await waitFor(() =>
      expect(posted()).toEqual([
        '/api/v1/speech/call/call-1/hold',
        '/api/v1/speech/call/call-1/mute',
        '/api/v1/speech/call/call-1/hangup',
      ]),
    )
    // The chords typed nothing into the box.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '草稿' }).value).toBe('')
  })

  it('does nothing on the keys when the member turned shortcuts off', async () => {
    const { posted } = render(ON_CALL, { shortcutsEnabled: false })
    await screen.findByRole('button', { name: '电话：通话中' })
    await press('H')
    await press('E')
    // A click on the panel's own button still works, and is the only command sent.
    await userEvent.click(screen.getByRole('button', { name: '电话：通话中' }))
    await userEvent.click(await screen.findByRole('button', { name: '静音' }))
    await waitFor(() => expect(posted()).toEqual(['/api/v1/speech/call/call-1/mute']))
  })

  it('sends keys typed or pasted while the keypad is open, but not those typed into a field', async () => {
    const { calls } = render(ON_CALL)
    await userEvent.click(await screen.findByRole('button', { name: '电话：通话中' }))
    await userEvent.click(await screen.findByRole('button', { name: '按键' }))
    // The keypad loads on its first opening, which a busy machine takes a while to do.
    await screen.findByRole('group', { name: '拨号按键' }, { timeout: 5000 })
    await userEvent.keyboard('1#')
    await userEvent.paste('ext. 23*')
    await userEvent.type(screen.getByRole('textbox', { name: '草稿' }), '9')
    await userEvent.click(screen.getByRole('button', { name: '别处' }))
    await userEvent.keyboard('0')
    const sent = () => calls.filter((call) => call.path.endsWith('/dtmf')).map((call) => call.body)
    await waitFor(() =>
      expect(sent()).toEqual([{ digits: '1' }, { digits: '#' }, { digits: '23*' }, { digits: '0' }]),
    )
  })
})
