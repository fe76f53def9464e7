import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, Socket } from 'node:net'

/** A Redis server of the test's own, which it may stop and start again (never the machine's shared one). */
export type PrivateRedis = {
  url: string
  port: number
  /** Stops the server at once (SIGKILL: no goodbye to its clients, as a crash or a cut cable). */
  stop: () => Promise<void>
  /** Starts it again on the same port, answering PING before it resolves. */
  start: () => Promise<void>
  /** The server's process id while it runs, else 0. */
  pid: () => number
}

const REDIS_SERVER = 'redis-server'

/**
 * Starts `redis-server` on a free loopback port with nothing on disk. Fails loudly when the binary is missing.
 * @example const redis = await startPrivateRedis(); await redis.stop(); await redis.start()
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (spawnSync(REDIS_SERVER, ['--version']).error) {
    throw new Error(
      `${REDIS_SERVER} is not installed: the Redis fault tests need it (apt-get install redis-server)`,
    )
  }
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    )
    await untilAnswers(port)
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, pid: () => child?.pid ?? 0 }
}

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function untilAnswers(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await answersPing(port)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the private redis-server on port ${port} did not answer within ${timeoutMs} ms`)
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.once('error', () => done(false))
    socket.once('data', (data) => done(String(data).startsWith('+PONG')))
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
  })
}
