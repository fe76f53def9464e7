import { describe, expect, it } from 'vitest'
import { avatarUrl } from './avatar-url'

describe('avatarUrl', () => {
  it('is the attachment download of the avatar file with its change time as the timestamp', () => {
    expect(avatarUrl({ fileId: 'f1', updatedAt: '2026-01-01T00:00:00.000Z' }, 'zh-CN')).toBe(
      '/file/api/v1/file/download/f1?t=1767225600000&locale=zh-CN',
    )
  })

  it('is nothing when the user has no avatar', () => {
    expect(avatarUrl(null, 'en-US')).toBeUndefined()
  })
})
