import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { zipFiles } from './zip-files'

const file = (fileName: string, text: string) => ({ fileName, data: Buffer.from(text) })

describe('zipFiles', () => {
  it('keeps every file under a unique name', () => {
    const zipped = unzipSync(zipFiles([file('a.txt', 'one'), file('a.txt', 'two'), file('README', 'three')]))
    expect(Object.keys(zipped).sort()).toEqual(['README', 'a (2).txt', 'a.txt'])
    expect(strFromU8(zipped['a (2).txt'] ?? new Uint8Array())).toBe('two')
  })
})
