import { loadOnFirstUse } from '../../lib/load-on-first-use'

// Loaded by the first QR code drawn, never on the start's path.
const loadQrCode = loadOnFirstUse(() => import('qrcode'))

/**
 * A QR code of `text` as the bare base64 of a PNG (no `data:` prefix), as the QR dialog expects it.
 * @example await qrPngBase64('https://portal.example/chat/api/v1/rpa/login/scan/abc') // 'iVBORw0KGgo...'
 */
export async function qrPngBase64(text: string): Promise<string> {
  const { toDataURL } = await loadQrCode()
  const dataUrl = await toDataURL(text, { type: 'image/png', margin: 1, width: 240 })
  return dataUrl.slice(dataUrl.indexOf(',') + 1)
}
