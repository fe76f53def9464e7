import { describe, expect, it } from 'vitest'
import { fileDownloadUrl } from './file-download-url'

describe('fileDownloadUrl', () => {
  it('points one attachment at the file download path with its message business id', () => {
    expect(fileDownloadUrl('f1', 'b1', 'zh-CN')).toBe(
      '/file/api/v1/file/download/f1?businessId=b1&locale=zh-CN',
    )
  })

  it('leaves the business id out when the file belongs to no record', () => {
    expect(fileDownloadUrl('f1', null, 'en-US')).toBe('/file/api/v1/file/download/f1?locale=en-US')
  })
})
