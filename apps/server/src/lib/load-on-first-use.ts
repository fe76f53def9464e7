/** Every loader made so far, for the warm-up once the server listens. */
const deferredLoaders: (() => Promise<unknown>)[] = []

/**
 * A module that takes long to load (a package that unpacks dictionaries, a cryptography stack) and that few
 * requests need, loaded by the first call that needs it rather than before the server can listen. The load is
 * shared by every caller; one that failed is tried again by the next.
 * @example const loadQrCode = loadOnFirstUse(() => import('qrcode')); const { default: QRCode } = await loadQrCode()
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  const loader = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  deferredLoaders.push(loader)
  return loader
}

/**
 * Loads, one after another, every module deferred by `loadOnFirstUse`: the server calls it once it listens, so
 * the first request that needs one seldom waits for it, and a start never does. A module that fails to load is
 * left to the request that needs it, which reports the error.
 * @example await app.listen(options); void loadDeferredModules()
 */
export async function loadDeferredModules(): Promise<void> {
  for (const loader of deferredLoaders) await loader().catch(() => undefined)
}
