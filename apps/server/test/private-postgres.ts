import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../../../e2e/support/child-server'

const run = promisify(execFile)
const DEBIAN_POSTGRES = '/usr/lib/postgresql'
const SERVER_USER = 'postgres'

export type PrivatePostgres = {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string
  /** Stops the server in fast mode (sessions are ended, as in a minor upgrade's restart) and waits for it. */
  stop: () => Promise<void>
  /** Starts it again on the same data folder and port, and waits until it accepts connections. */
  start: () => Promise<void>
  /** Stops it if it runs and removes its folder. */
  remove: () => Promise<void>
  /** The postmaster's process id while it runs (its backends are its children), from its postmaster.pid. */
  pid: () => number
}

/**
 * A PostgreSQL server of the test's own, never the machine's shared one: a fresh cluster in a temporary folder,
 * listening on a free loopback port, that the test may stop and start at will. Under root it runs as the
 * `postgres` user, because initdb and postgres refuse root.
 * @example const pg = await startPrivatePostgres(); await pg.stop(); await pg.start(); await pg.remove()
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries()
  const port = await freePort()
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-private-pg-'))
  const dataDir = path.join(folder, 'data')
  const socketDir = path.join(folder, 'socket')
  mkdirSync(socketDir)
  const asServerUser = serverUserRunner(folder)
  const pgCtl = (...args: string[]) =>
    asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '60', ...args])
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off`

  let isRunning = false
  const start = async () => {
    await pgCtl('start', '-l', path.join(folder, 'server.log'), '-o', serverOptions)
    isRunning = true
  }
  const stop = async () => {
    await pgCtl('stop', '-m', 'fast')
    isRunning = false
  }
  try {
    await asServerUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    await start()
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      if (isRunning) await stop().catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
    pid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
  }
}

/** The newest Debian PostgreSQL's bin folder, or a loud failure saying what to install. */
function postgresBinaries(): string {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((version) => existsSync(path.join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0)
    throw new Error(
      `No PostgreSQL server binaries in ${DEBIAN_POSTGRES}/<version>/bin: the fault suite starts its own ` +
        'PostgreSQL. Install them (apt-get install postgresql) and run it again.',
    )
  return path.join(DEBIAN_POSTGRES, versions[0] ?? '', 'bin')
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (handing it the folder), else as ourselves. */
function serverUserRunner(folder: string) {
  const isRoot = userInfo().uid === 0
  if (isRoot) {
    const { uid, gid } = idsOf(SERVER_USER)
    for (const entry of [folder, ...readdirSync(folder).map((name) => path.join(folder, name))])
      chownSync(entry, uid, gid)
  }
  return (command: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', SERVER_USER, '--', command, ...args]) : run(command, args)
}

function idsOf(user: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${user}:`))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined)
    throw new Error(
      `No "${user}" user to run PostgreSQL as: install the postgresql package, which creates it.`,
    )
  return { uid: Number(uid), gid: Number(gid) }
}
