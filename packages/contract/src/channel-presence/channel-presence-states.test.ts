import { describe, expect, it } from 'vitest'
import { channelPresencePush } from './channel-presence-push-messages'
import { SET_CHANNEL_STATUS_ROUTES } from './channel-presence-routes'
import { CHANNEL_PERMISSIONS, conflictsWithPhone } from './channel-presence-states'

describe('channel presence', () => {
  it('gates each channel by its §6 code, on its own route', () => {
    expect(CHANNEL_PERMISSIONS).toEqual({ chat: 'online_ability', email: 'email_ability', video: 'video' })
    for (const [channel, route] of Object.entries(SET_CHANNEL_STATUS_ROUTES)) {
      expect(route.permission).toBe(CHANNEL_PERMISSIONS[channel as keyof typeof CHANNEL_PERMISSIONS])
      expect(route.path).toBe(`/api/v1/channel/${channel}/status`)
    }
  })

  it('takes only online, busy and offline', () => {
    const body = SET_CHANNEL_STATUS_ROUTES.chat.body
    expect(body.safeParse({ status: 'busy' }).success).toBe(true)
    expect(body.safeParse({ status: 'away' }).success).toBe(false)
  })

  it('finds only video going online in conflict with the phone', () => {
    expect(conflictsWithPhone('video', 'online')).toBe(true)
    expect(conflictsWithPhone('video', 'busy')).toBe(false)
    expect(conflictsWithPhone('chat', 'online')).toBe(false)
  })

  it('pushes a presence with its version', () => {
    const frame = { type: 'CHANNEL_PRESENCE', presence: { channel: 'email', status: 'online', version: 2 } }
    expect(channelPresencePush.schema.parse(frame)).toEqual(frame)
  })
})
