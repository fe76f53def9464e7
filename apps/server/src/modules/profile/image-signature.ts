/** The first bytes each avatar type starts with (PNG, JPEG, and WebP's RIFF....WEBP). */
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'image/png': (data) =>
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (data) => data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (data) =>
    data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP',
}

/**
 * Whether the bytes are the image their declared type says: an avatar is served back to every member of the
 * tenant as that type, so a file that only claims to be an image is refused.
 * @example isDeclaredImage('image/png', pngBytes) // true
 */
export const isDeclaredImage = (contentType: string, data: Buffer): boolean =>
  Object.hasOwn(SIGNATURES, contentType) ? (SIGNATURES[contentType]?.(data) ?? false) : false
