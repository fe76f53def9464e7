import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

export type ChildServer = {
  origin: string
  /** The process id, for reading its CPU and memory in /proc. */
  pid: number
  output: () => string
  stop: () => Promise<void>
  /** Sends the process a signal (SIGTERM: the server's own shutdown); `exited` tells how it ended. */
  signal: (name: NodeJS.Signals) => void
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

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
 * Runs a server script of this repository as its own process on a free port (given as PORT; or the env's PORT,
 * when a peer started before it must know where to reach it), and waits until
 * `readyPath` answers 2xx: TypeScript through tsx, compiled JavaScript (`.js`) under node with source maps. Its
 * own process: it never shares a test's or a load generator's event loop.
 * @example const hello = await startChildServer({ name: 'hello-world', script: 'bench/hello-world-server.ts' })
 */
export async function startChildServer(options: {
  name: string
  script: string
  env?: NodeJS.ProcessEnv
  readyPath?: string
}): Promise<ChildServer> {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort()
  let output = ''
  const [command, ...args] = options.script.endsWith('.js')
    ? [process.execPath, '--enable-source-maps', options.script]
    : [path.join(ROOT, 'node_modules/.bin/tsx'), options.script]
  const child = spawn(command ?? '', args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${origin}${options.readyPath ?? '/'}`, child, options.name, () => output)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return {
    origin,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => stopProcess(child),
    signal: (name) => child.kill(name),
    exited,
  }
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
  // Ended already: by itself (an exit code) or by a signal (a test's SIGKILL leaves the exit code null).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
