// The loader hook of record-module-loads.mjs: it runs on the loader's own thread and tells the main thread each ES
// module loaded, with the time.
/** @type {MessagePort | undefined} */
let port

export function initialize(data) {
  port = data.port
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  port?.postMessage({ url, at: Date.now() })
  return loaded
}
