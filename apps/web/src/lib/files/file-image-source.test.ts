import { describe, expect, it } from 'vitest'
import { fileImageSource } from './file-image-source'

describe('fileImageSource', () => {
  it('is the bare download path of the file, with no query the server would refuse in a body', () => {
    expect(fileImageSource('0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f')).toBe(
      '/file/api/v1/file/download/0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f',
    )
  })
})
