/**
 * The chat robot's productId from a QR-login message's extendContent (JSON text), or null when it has none.
 * @example readProductId('{"productId":"p-1"}') // 'p-1'
 */
export const readProductId = (extendContent: string | null): string | null => {
  if (!extendContent) return null
  try {
    const value: unknown = JSON.parse(extendContent)
    if (typeof value !== 'object' || value === null || !('productId' in value)) return null
    const { productId } = value
    if (typeof productId === 'number') return String(productId)
    return typeof productId === 'string' && productId !== '' ? productId : null
  } catch {
    return null
  }
}
