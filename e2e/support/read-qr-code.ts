import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Locator } from 'playwright-core'

/**
 * What a phone's camera reads from a QR code shown as a `data:image/png;base64,…` image: its text.
 * @example const scanUrl = await readQrCode(dialog.getByRole('img', { name: '登录二维码' }))
 */
export async function readQrCode(image: Locator): Promise<string> {
  const source = (await image.getAttribute('src')) ?? ''
  const png = PNG.sync.read(Buffer.from(source.replace(/^data:image\/png;base64,/, ''), 'base64'))
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!code) throw new Error('no QR code could be read from the image')
  return code.data
}
