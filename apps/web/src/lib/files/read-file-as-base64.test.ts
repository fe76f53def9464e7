import { describe, expect, it } from 'vitest'
import { readFileAsBase64 } from './read-file-as-base64'

describe('readFileAsBase64', () => {
  it('encodes a small text file', async () => {
    expect(await readFileAsBase64(new File(['hi'], 'a.txt'))).toBe('aGk=')
  })

  it('encodes every byte value of a file larger than one chunk the same way Node does', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_value, index) => index % 256)
    expect(await readFileAsBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'))
  })

  it('encodes an empty file as an empty string', async () => {
    expect(await readFileAsBase64(new Blob([]))).toBe('')
  })
})
