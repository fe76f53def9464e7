import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const FAKESMSC = ['/usr/lib/kannel/test/fakesmsc', '/usr/lib/kannel/fakesmsc']

/** One SMS the fake SMSC received from Kannel, decoded. */
export type FakeSmscMessage = { from: string; to: string; text: string }

export type KannelPeer = {
  sendsmsUrl: string
  username: string
  password: string
  received: FakeSmscMessage[]
  /** Waits until the fake SMSC has received a message that `match` accepts. */
  waitForMessage: (
    match: (message: FakeSmscMessage) => boolean,
    timeoutMs?: number,
  ) => Promise<FakeSmscMessage>
  stop: () => Promise<void>
}

/**
 * What the Kannel tests lack on this machine after scripts/ensure-kannel.sh tried to install it (bearerbox,
 * smsbox, fakesmsc), or '' when ready. When something is missing it says so on the console, in a line nobody can
 * mistake for a pass.
 * @example const missing = missingKannel(); describe.skipIf(missing)(`Kannel${missing && ` (SKIPPED: ${missing})`}`, ...)
 */
export function missingKannel(): string {
  const install = spawnSync('bash', ['scripts/ensure-kannel.sh'], { cwd: ROOT, encoding: 'utf8' })
  if (install.status === 0) return ''
  const missing = `Kannel not installed: ${install.stderr.trim() || `ensure-kannel.sh exited ${install.status}`}`
  console.warn(`\n*** SKIP Kannel SMS gateway tests: ${missing} ***\n`)
  return missing
}

/** A free loopback TCP port. */
export function freeLoopbackPort(): Promise<number> {
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
 * A real Kannel on free loopback ports: bearerbox with a fake SMSC, smsbox with its sendsms interface, and Kannel's
 * fakesmsc connected to it, whose received messages are collected (configuration: e2e/support/kannel/).
 * @example const kannel = await startKannel(); ...; await kannel.stop()
 */
export async function startKannel(): Promise<KannelPeer> {
  const admin = await freeLoopbackPort()
  const smsbox = await freeLoopbackPort()
  const fake = await freeLoopbackPort()
  const sendsms = await freeLoopbackPort()
  const dir = mkdtempSync(path.join(tmpdir(), 'kannel-'))
  mkdirSync(path.join(dir, 'store'))
  const password = `pw-${Math.random().toString(36).slice(2)}`
  const values: Record<string, string> = {
    ADMIN_PORT: String(admin),
    ADMIN_PASSWORD: `admin-${password}`,
    SMSBOX_PORT: String(smsbox),
    FAKESMSC_PORT: String(fake),
    SENDSMS_PORT: String(sendsms),
    LOG_DIR: dir,
    USERNAME: 'portal',
    PASSWORD: password,
  }
  const template = readFileSync(path.join(ROOT, 'e2e/support/kannel/kannel.conf.template'), 'utf8')
  const configFile = path.join(dir, 'kannel.conf')
  writeFileSync(
    configFile,
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''),
  )

  const children: ChildProcess[] = []
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child)
    rmSync(dir, { recursive: true, force: true })
  }
  const received: FakeSmscMessage[] = []
  try {
    children.push(spawn('bearerbox', [configFile], { stdio: 'ignore' }))
    await waitForPort(smsbox)
    await waitForPort(fake)
    children.push(spawn('smsbox', [configFile], { stdio: 'ignore' }))
    await waitForPort(sendsms)
    const fakesmsc = FAKESMSC.find((file) => spawnSync('test', ['-x', file]).status === 0) ?? 'fakesmsc'
    // Interactive mode (it sends nothing) lasts while its standard input stays open: the pipe is kept.
    const smsc = spawn(fakesmsc, ['-H', '127.0.0.1', '-r', String(fake), '-m', '0'], { stdio: 'pipe' })
    children.push(smsc)
    let pending = ''
    smsc.stderr.on('data', (chunk) => {
      pending += String(chunk)
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const message = parseFakeSmscLine(line)
        if (message) received.push(message)
      }
    })
    await waitForText(
      () => readFileSync(path.join(dir, 'bearerbox.log'), 'utf8'),
      'Fakesmsc client connected',
    )
  } catch (error) {
    await stop()
    throw error
  }
  return {
    sendsmsUrl: `http://127.0.0.1:${sendsms}/cgi-bin/sendsms`,
    username: 'portal',
    password,
    received,
    waitForMessage: async (match, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(match)
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(`fakesmsc received no such message (got ${received.length})`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    stop,
  }
}

/** fakesmsc's "Got message N: <from to type data>", data URL-encoded (UCS-2 as big-endian bytes). */
export function parseFakeSmscLine(line: string): FakeSmscMessage | null {
  const found = /Got message \d+: <(\S+) (\S+) (\S+) (.*)>\s*$/.exec(line)
  if (!found) return null
  const [, from = '', to = '', type = '', data = ''] = found
  const bytes = Buffer.from(
    data
      .replace(/\+/g, ' ')
      .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
  const text = type === 'ucs-2' ? Buffer.from(bytes).swap16().toString('utf16le') : bytes.toString('utf8')
  return { from, to, text }
}

async function waitForPort(port: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await isOpen(port))) {
    if (Date.now() > deadline) throw new Error(`Kannel did not open port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const isOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
  })

async function waitForText(read: () => string, text: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!safely(read).includes(text)) {
    if (Date.now() > deadline) throw new Error(`Kannel never logged "${text}"`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const safely = (read: () => string) => {
  try {
    return read()
  } catch {
    return ''
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}
