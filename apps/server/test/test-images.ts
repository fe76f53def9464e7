import { deflateSync } from 'node:zlib'
import { gradientPng, pngChunk } from '../src/start/demo-seed/gradient-png'

/** A small real PNG (4 × 4) that every image upload takes. */
export const SMALL_PNG = gradientPng(4, 4, [0, 0, 0], [255, 255, 255])

/**
 * A well-formed PNG of a few kilobytes whose header declares `width` × `height` (its pixels are one row of a
 * small image): what a decompression bomb looks like to anything that reads the header and allocates.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A GIF's first bytes: the signature and a logical screen of `width` × `height`, then an empty trailer. */
export function gifDeclaring(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7)
  screen.writeUInt16LE(width, 0)
  screen.writeUInt16LE(height, 2)
  return Buffer.concat([Buffer.from('GIF89a', 'ascii'), screen, Buffer.from([0x3b])])
}
