import { act } from '@testing-library/react'
import type { PushEvent, PushListener } from '@/lib/push/push-client'

const listeners = new Set<PushListener>()

/**
 * Stands in for the page's push client in component tests, so a test pushes events itself.
 * @example vi.mock('@/lib/push/page-push-client', () => import('../test-support/page-push-stub'))
 */
export const pagePushClient = {
  subscribe: (listener: PushListener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Delivers a push event to every listener of the page, as the socket would. */
export const pushToPage = (event: PushEvent) => act(() => listeners.forEach((listener) => listener(event)))
