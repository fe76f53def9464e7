import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LOGIN_ROUTE_PATH } from '@portal/contract'
import { freePort } from '../e2e/support/child-server'

/** Seconds from `npm start` to the login page answering 200: on a fresh data folder, then on the same data again. */
export type StartUpTime = { freshSeconds: number; existingSeconds: number[] }

const ROOT = path.resolve(import.meta.dirname, '..')
const EXISTING_DATA_RUNS = 3
const GIVE_UP_MS = 120_000

/**
 * Times `npm start` as a person runs it (its builds are already up to date: the bench builds first), once on
 * fresh data and a few times on the data that run left, stopping the server with SIGTERM after each.
 * @example const { freshSeconds, existingSeconds } = await measureStartUp()
 */
export async function measureStartUp(): Promise<StartUpTime> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'))
  try {
    const freshSeconds = await timeOneStart(dataDir)
    const existingSeconds: number[] = []
    for (let run = 0; run < EXISTING_DATA_RUNS; run += 1) existingSeconds.push(await timeOneStart(dataDir))
    return { freshSeconds, existingSeconds }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    // The embedded database, as a new user runs it: never the bench's PostgreSQL or Redis.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += String(chunk)))
  try {
    while (performance.now() - startedAt < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${errors}`)
      const status = await fetch(`http://127.0.0.1:${port}${LOGIN_ROUTE_PATH}`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) return (performance.now() - startedAt) / 1000
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`npm start did not answer the login page within ${GIVE_UP_MS / 1000} s`)
  } finally {
    // npm and the server it started are one process group: the signal reaches the server's own shutdown.
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
}
