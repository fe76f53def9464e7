import { deflateSync } from 'node:zlib'

type Rgb = readonly [number, number, number]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** One PNG chunk: its length, type, data and CRC. @example pngChunk('IEND', Buffer.alloc(0)) */
export const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG that fades from one colour on the left to another on the right: a demo banner image made in code.
 * @example gradientPng(470, 160, [31, 78, 140], [64, 169, 255]) // the bytes of a 470×160 RGB PNG
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const row = Buffer.alloc(1 + width * 3) // filter byte 0 (none), then RGB pixels
  for (let x = 0; x < width; x += 1) {
    const t = width > 1 ? x / (width - 1) : 0
    for (let channel = 0; channel < 3; channel += 1)
      row[1 + x * 3 + channel] = Math.round(
        (from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * t,
      )
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit depth, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
