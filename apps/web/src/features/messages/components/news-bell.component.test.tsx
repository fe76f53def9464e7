import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { useUnreadCountStore } from '../stores/unread-count-store'
import { NewsBell } from './news-bell'

// The remind call answers with this unread total; nothing new arrives, so no reminder shows.
const answerRemindWith = (unreadTotal: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ code: 10000, message: '', data: { cursor: 1, messages: [], unreadTotal } }),
    ),
  )

const renderBell = () =>
  renderInPortal({
    path: '/portal',
    routes: [
      { path: '/portal', element: <NewsBell /> },
      { path: '/news', element: <h1>消息中心</h1> },
    ],
  })

describe('the news bell', () => {
  beforeEach(() => useUnreadCountStore.setState({ newsUnread: 0 }))
  afterEach(() => vi.unstubAllGlobals())

  it('says how many messages are unread, on the badge and in its name', async () => {
    answerRemindWith(7)
    renderBell()
    const bell = await screen.findByRole('link', { name: '7 条未读消息' })
    expect(bell.textContent).toBe('7')
  })

  it('caps the count at 99, shown as 99+', async () => {
    answerRemindWith(120)
    renderBell()
    const bell = await screen.findByRole('link', { name: '99+ 条未读消息' })
    expect(bell.textContent).toBe('99+')
  })

  it('shows no count when nothing is unread', async () => {
    answerRemindWith(0)
    renderBell()
    const bell = await screen.findByRole('link', { name: '消息' })
    expect(bell.textContent).toBe('')
  })

  it('opens the message centre when clicked', async () => {
    answerRemindWith(3)
    const { router } = renderBell()
    await userEvent.click(await screen.findByRole('link', { name: '3 条未读消息' }))
    expect(await screen.findByRole('heading', { name: '消息中心' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/news')
  })
})
