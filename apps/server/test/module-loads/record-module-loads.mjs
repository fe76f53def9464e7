// Preloaded into a server process by a test (NODE_OPTIONS=--import): records every module the main thread loads
// and when (ES modules through a loader hook, CommonJS through Module._load), and writes the record as JSON to
// MODULE_LOADS_FILE when the process gets SIGUSR2. Plain JavaScript: node preloads it without a TypeScript loader.
import Module, { register } from 'node:module'
import { writeFileSync } from 'node:fs'
import { MessageChannel, isMainThread } from 'node:worker_threads'

if (isMainThread) {
  /** @type {{ url: string, at: number }[]} */
  const loads = []
  const { port1, port2 } = new MessageChannel()
  port1.on('message', (load) => loads.push(load))
  port1.unref()
  register('./module-load-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] })

  const load = Module._load
  Module._load = function recordLoad(request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain)
    try {
      loads.push({ url: Module._resolveFilename(request, parent, isMain), at: Date.now() })
    } catch {
      // A built-in module or an unresolvable request: not a file this test looks for.
    }
    return exports
  }

  process.on('SIGUSR2', () => writeFileSync(process.env.MODULE_LOADS_FILE ?? '', JSON.stringify(loads)))
}
