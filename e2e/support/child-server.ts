import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

export type ChildServer = { origin: string; output: () => string; stop: () => Promise<void> }

const ROOT = path.resolve(import.meta.dirname, '../..')

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Runs a TypeScript server script of this repository as its own process on a free port (given as PORT), and
 * waits until `readyPath` answers 2xx. Its own process: it never shares a test's or a load generator's event loop.
 * @example const hello = await startChildServer({ name: 'hello-world', script: 'bench/hello-world-server.ts' })
 */
export async function startChildServer(options: {
  name: string
  script: string
  env?: NodeJS.ProcessEnv
  readyPath?: string
}): Promise<ChildServer> {
  const port = await freePort()
  let output = ''
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [options.script], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${origin}${options.readyPath ?? '/'}`, child, options.name, () => output)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { origin, output: () => output, stop: () => stopProcess(child) }
}

async function waitUntilAnswering(url: string, child: ChildProcess, name: string, output: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited:\n${output()}`)
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (isUp) return
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`the ${name} server did not answer within 60 s:\n${output()}`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
