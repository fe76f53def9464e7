import { MENU_PERMISSIONS, type CtiState } from '@portal/contract'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuEntry } from '@/lib/menus/menu-fixture'
import type { PushEvent } from '@/lib/push/push-client'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { useWorkingPlatformUnreadStore } from '../stores/working-platform-unread-store'
import '../translations'
import { MenuLabel } from './menu-label'
import { WorkingPlatformUnread } from './working-platform-unread'

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

const desk = menuEntry({ id: 'desk', name: '工作台', resourceCode: MENU_PERMISSIONS.workingPlatform })
const UNREAD = '/api/v1/working-desk/unread'

const renderMenu = (permissions: string[], answers: { missedCalls: number; dueTasks: number }[]) => {
  const calls = stubApi({
    [`GET ${UNREAD}`]: () => ({ data: answers.shift() ?? { missedCalls: 0, dueTasks: 0 } }),
  })
  renderInPortal({
    routes: [
      {
        path: '/',
        element: (
          <>
            <MenuLabel entry={desk} />
            <WorkingPlatformUnread delayMs={0} />
          </>
        ),
      },
    ],
    permissions,
  })
  return calls
}

afterEach(() => useWorkingPlatformUnreadStore.getState().setWorkingPlatformUnread(0))

describe('the working-platform menu dot', () => {
  it('shows while the agent has missed calls or due tasks, and follows their CTI changes', async () => {
    const calls = renderMenu(
      [MENU_PERMISSIONS.workingPlatform],
      [
        { missedCalls: 1, dueTasks: 2 },
        { missedCalls: 0, dueTasks: 0 },
      ],
    )
    expect(await screen.findByText('有待处理的工作')).toBeTruthy()
    expect(calls.filter((call) => call.path === UNREAD)).toHaveLength(1)
    expect(useWorkingPlatformUnreadStore.getState().workingPlatformUnread).toBe(3)
    deliver({ type: 'CTI_STATE', state: { version: 9 } as CtiState })
    await waitFor(() => expect(screen.queryByText('有待处理的工作')).toBeNull())
  })

  it('asks nothing of an account without the working-platform code', async () => {
    const calls = renderMenu([], [{ missedCalls: 5, dueTasks: 0 }])
    await screen.findByText('工作台')
    expect(calls.filter((call) => call.path === UNREAD)).toEqual([])
  })
})
