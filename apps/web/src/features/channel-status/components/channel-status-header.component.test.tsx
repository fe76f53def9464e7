import {
  MAX_ONLINE_ERROR_COUNT,
  STATUS_SHAKE_MS,
  STATUS_SWITCH_LOADING_CAP_MS,
  type ChannelPresence,
} from '@portal/contract'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PushEvent } from '@/lib/push/push-client'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { ChannelStatusHeader } from './channel-status-header'

const subscribers = vi.hoisted(() => ({ all: [] as Array<(event: PushEvent) => void> }))
vi.mock('@/lib/push/page-push-client', () => ({
  pagePushClient: {
    subscribe: (listener: (event: PushEvent) => void) => {
      subscribers.all.push(listener)
      return () => void (subscribers.all = subscribers.all.filter((held) => held !== listener))
    },
  },
}))
const deliver = (event: PushEvent) => act(() => subscribers.all.forEach((listener) => listener(event)))

const offline = (channel: ChannelPresence['channel']): ChannelPresence => ({
  channel,
  status: 'offline',
  version: 0,
})
const ALL = [offline('chat'), offline('email'), offline('video')]

type Handler = (body: unknown) => StubAnswer | Promise<StubAnswer>

const renderItems = (renderMode: 0 | 1 = 1, more: Record<string, Handler> = {}) => {
  const calls = stubApi({
    'GET /api/v1/channel/status': () => ({ data: { channels: ALL } }),
    'GET /api/v1/intellect/workbench/agent/config/get': () => ({ data: { showRenderMode: renderMode } }),
    ...more,
  })
  renderInPortal({
    routes: [{ path: '/', element: <ChannelStatusHeader /> }],
    permissions: ['online_ability', 'email_ability', 'video'],
  })
  return calls
}
const chatPosts = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === '/api/v1/channel/chat/status')
const chooseChat = async (
  name: string,
  status: string,
  user: Pick<typeof userEvent, 'click'> = userEvent,
) => {
  await user.click(await screen.findByRole('button', { name: `在线客服状态：${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: status }))
}

describe('the chat, e-mail and video status items', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the e-mail and video items beside the chat item in workbench mode 1 only', async () => {
    renderItems(1)
    expect(await screen.findByRole('button', { name: '邮件状态：离线' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '视频状态：离线' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '在线客服状态：离线' })).toBeTruthy()
  })

  it('shows only the chat item in another render mode', async () => {
    renderItems(0)
    expect(await screen.findByRole('button', { name: '在线客服状态：离线' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /邮件状态|视频状态/ })).toBeNull()
  })

  it('posts the choice, shows loading until the reply and then the new status', async () => {
    let reply: (answer: StubAnswer) => void = () => {}
    const calls = renderItems(1, {
      'POST /api/v1/channel/chat/status': () => new Promise((resolve) => (reply = resolve)),
    })
    await chooseChat('离线', '在线')
    await waitFor(() => expect(chatPosts(calls)).toHaveLength(1))
    expect(chatPosts(calls)[0]?.body).toEqual({ status: 'online' })
    expect(screen.getByRole('button', { name: '在线客服状态：离线' }).getAttribute('aria-busy')).toBe('true')
    act(() => reply({ data: { channel: 'chat', status: 'online', version: 1 } }))
    const button = await screen.findByRole('button', { name: '在线客服状态：在线' })
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it('shows loading at most 4 s when no reply comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderItems(1, { 'POST /api/v1/channel/chat/status': () => new Promise(() => {}) })
    await chooseChat('离线', '忙碌', user)
    const button = screen.getByRole('button', { name: '在线客服状态：离线' })
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    act(() => vi.advanceTimersByTime(STATUS_SWITCH_LOADING_CAP_MS - 100))
    expect(button.getAttribute('aria-busy')).toBe('true')
    act(() => vi.advanceTimersByTime(100))
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it(`gives up after ${MAX_ONLINE_ERROR_COUNT} errors in a row, posts nothing more, and tries again on request`, async () => {
    let fails = true
    const calls = renderItems(1, {
      'POST /api/v1/channel/chat/status': () =>
        fails
          ? { code: 50000, message: '服务异常' }
          : { data: { channel: 'chat', status: 'busy', version: 1 } },
    })
    for (let attempt = 1; attempt <= MAX_ONLINE_ERROR_COUNT; attempt += 1) {
      await chooseChat('离线', '在线')
      await waitFor(() => expect(chatPosts(calls)).toHaveLength(attempt))
    }
    const retry = await screen.findByRole('button', { name: '在线客服状态不可用，重试' })
    expect(screen.queryByRole('button', { name: /在线客服状态：/ })).toBeNull()
    expect(screen.getByRole('button', { name: '邮件状态：离线' })).toBeTruthy()

    fails = false
    await userEvent.click(retry)
    await chooseChat('离线', '忙碌')
    expect(await screen.findByRole('button', { name: '在线客服状态：忙碌' })).toBeTruthy()
    expect(chatPosts(calls)).toHaveLength(MAX_ONLINE_ERROR_COUNT + 1)
  })

  it('takes a pushed newer status from another tab and ignores an older one', async () => {
    renderItems(1)
    await screen.findByRole('button', { name: '视频状态：离线' })
    deliver({ type: 'CHANNEL_PRESENCE', presence: { channel: 'video', status: 'busy', version: 2 } })
    expect(await screen.findByRole('button', { name: '视频状态：忙碌' })).toBeTruthy()
    deliver({ type: 'CHANNEL_PRESENCE', presence: { channel: 'video', status: 'online', version: 1 } })
    expect(screen.getByRole('button', { name: '视频状态：忙碌' })).toBeTruthy()
  })

  it('shakes the icons 5 s on a new message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderItems(1)
    const button = await screen.findByRole('button', { name: '在线客服状态：离线' })
    deliver({ type: 'NEWS', cursor: 1 } as PushEvent)
    expect(button.querySelector('.portal-shaking')).toBeTruthy()
    act(() => vi.advanceTimersByTime(STATUS_SHAKE_MS))
    expect(button.querySelector('.portal-shaking')).toBeNull()
  })
  it('names every control, open menu and given-up item included, with no serious axe finding', async () => {
    renderItems(1, { 'POST /api/v1/channel/video/status': () => ({ code: 50000, message: '服务异常' }) })
    await userEvent.click(await screen.findByRole('button', { name: '视频状态：离线' }))
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '在线',
      '忙碌',
      '离线',
    ])
    expect(await seriousAxeFindings()).toEqual([])
    await userEvent.click(screen.getByRole('menuitem', { name: '在线' }))
    for (let attempt = 2; attempt <= MAX_ONLINE_ERROR_COUNT; attempt += 1) {
      await userEvent.click(await screen.findByRole('button', { name: '视频状态：离线' }))
      await userEvent.click((await screen.findAllByRole('menuitem', { name: '在线' })).at(-1) as HTMLElement)
    }
    expect(await screen.findByRole('button', { name: '视频状态不可用，重试' })).toBeTruthy()
    expect(await seriousAxeFindings()).toEqual([])
  })
})
