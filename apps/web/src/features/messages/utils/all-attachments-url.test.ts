import { describe, expect, it } from 'vitest'
import { allAttachmentsUrl } from './all-attachments-url'

describe('allAttachmentsUrl', () => {
  it('asks the batch download for every attachment as one named zip', () => {
    expect(allAttachmentsUrl('b1', '维护 通知', 'en-US')).toBe(
      '/file/api/v1/file/batch/download?businessId=b1&fileType=1&downLoadFileName=%E7%BB%B4%E6%8A%A4+%E9%80%9A%E7%9F%A5&locale=en-US',
    )
  })
})
