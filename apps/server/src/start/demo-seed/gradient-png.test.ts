import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gradientPng } from './gradient-png'

describe('gradientPng', () => {
  it('writes a PNG of the asked size whose pixels fade from one colour to the other', () => {
    const png = gradientPng(3, 2, [0, 0, 0], [200, 100, 50])
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(3)
    expect(png.readUInt32BE(20)).toBe(2)
    const idatLength = png.readUInt32BE(33)
    const pixels = inflateSync(png.subarray(41, 41 + idatLength))
    expect([...pixels.subarray(0, 10)]).toEqual([0, 0, 0, 0, 100, 50, 25, 200, 100, 50])
  })

  it('ends each chunk with the CRC-32 of its type and data', () => {
    const png = gradientPng(1, 1, [1, 2, 3], [1, 2, 3])
    const iend = png.subarray(png.length - 12)
    expect(iend.subarray(4, 8).toString('ascii')).toBe('IEND')
    expect(iend.readUInt32BE(8)).toBe(0xae426082)
  })
})
