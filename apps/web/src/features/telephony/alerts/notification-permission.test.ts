import { describe, expect, it, vi } from 'vitest'
import { askNotificationPermissionOnce, type NotificationPermissionApi } from './notification-permission'

const memoryStorage = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}
const notificationApi = (permission: NotificationPermission) => {
  const requestPermission = vi.fn(async () => 'denied' as const)
  return { api: { permission, requestPermission } as unknown as NotificationPermissionApi, requestPermission }
}

describe('askNotificationPermissionOnce', () => {
  it('asks the first time and never again, whatever the agent answered', () => {
    const storage = memoryStorage()
    const { api, requestPermission } = notificationApi('default')
    askNotificationPermissionOnce(api, storage)
    askNotificationPermissionOnce(api, storage)
    expect(requestPermission).toHaveBeenCalledTimes(1)
  })

  it('does not ask when the browser already has an answer, or has no notifications', () => {
    const storage = memoryStorage()
    for (const permission of ['granted', 'denied'] as const) {
      const { api, requestPermission } = notificationApi(permission)
      askNotificationPermissionOnce(api, storage)
      expect(requestPermission).not.toHaveBeenCalled()
    }
    expect(() => askNotificationPermissionOnce(undefined, storage)).not.toThrow()
  })
})
