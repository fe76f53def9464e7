import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../child-server'
import { freeUdpPort } from './free-udp-port'

export type Kamailio = {
  webSocketUrl: string
  /** Where sipp sends its requests (the trusted UDP side). */
  udpPort: number
  /** Where kamailio sends calls to numbers nobody registered as: a sipp UAS listens there. */
  trunkPort: number
  sharedSecret: string
  domain: string
  /** The test's scratch folder: kamailio's log and the sipp traces. */
  dir: string
  log: () => string
  stop: (options?: { keepDir?: boolean }) => Promise<void>
}

const CONFIG = path.join(import.meta.dirname, 'kamailio.cfg')

/**
 * The two pads of an HMAC-SHA256 key (RFC 2104), in hex: kamailio.cfg signs the events it posts from SHA-256 and
 * these, since kamailio 5.6 has no HMAC function of its own.
 */
export function hmacPads(secret: string): { ipad: string; opad: string } {
  const raw = Buffer.from(secret)
  const key = Buffer.alloc(64)
  ;(raw.length > 64 ? createHash('sha256').update(raw).digest() : raw).copy(key)
  const pad = (byte: number) => Buffer.from(key.map((value) => value ^ byte)).toString('hex')
  return { ipad: pad(0x36), opad: pad(0x5c) }
}

async function isListening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/**
 * Starts kamailio in the foreground on free loopback ports (WebSocket for the softphones, UDP for sipp), with a
 * random shared secret and its own scratch folder, and waits for its WebSocket port. With `eventsUrl` it reports
 * the calls of agents there, signed with the secret (the portal's SIP server event route), and asks the portal's
 * inbound route beside it which agent a call from the trunk to a tenant number rings.
 * @example const sip = await startKamailio({ eventsUrl: `${origin}/api/v1/speech/sip/events` }); ...; await sip.stop()
 */
export async function startKamailio(
  options: { domain?: string; eventsUrl?: string } = {},
): Promise<Kamailio> {
  const { domain = 'portal.test', eventsUrl } = options
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-sip-'))
  mkdirSync(path.join(dir, 'run'))
  const [wsPort, udpPort, trunkPort] = await Promise.all([freePort(), freeUdpPort(), freeUdpPort()])
  const sharedSecret = randomBytes(24).toString('base64url')
  const pads = hmacPads(sharedSecret)
  const events = eventsUrl
    ? [
        ...[
          '-A',
          `EVENTS_URL="${eventsUrl}"`,
          '-A',
          `SIGN_IPAD="${pads.ipad}"`,
          '-A',
          `SIGN_OPAD="${pads.opad}"`,
        ],
        // The route a call from the trunk to a tenant number asks which agent it rings, beside the events'.
        ...['-A', `INBOUND_URL="${eventsUrl.replace(/\/events$/, '/inbound')}"`],
      ]
    : []
  const logFile = path.join(dir, 'kamailio.log')
  const out = openSync(logFile, 'w')
  const child = spawn(
    'kamailio',
    [
      ...['-f', CONFIG, '-DD', '-E', '-m', '64', '-M', '8'],
      ...['-P', path.join(dir, 'kamailio.pid'), '-Y', path.join(dir, 'run'), '-w', dir],
      ...['-l', `udp:127.0.0.1:${udpPort}`, '-l', `tcp:127.0.0.1:${wsPort}`],
      ...['-A', `AUTH_SECRET="${sharedSecret}"`, '-A', `TRUNK_URI="sip:127.0.0.1:${trunkPort}"`],
      ...['-A', `SIP_DOMAIN="${domain}"`, ...events],
    ],
    { stdio: ['ignore', out, out] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const log = () => readFileSync(logFile, 'utf8')
  // SIGTERM to the main process stops its workers too; SIGKILL would leave them running.
  const terminate = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.kill('SIGTERM')
    await exited
    clearTimeout(killer)
  }
  const deadline = Date.now() + 10_000
  while (!(await isListening(wsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await terminate()
      const output = log()
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`kamailio did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    webSocketUrl: `ws://127.0.0.1:${wsPort}`,
    udpPort,
    trunkPort,
    sharedSecret,
    domain,
    dir,
    log,
    stop: async ({ keepDir = false } = {}) => {
      await terminate()
      if (keepDir) console.warn(`kamailio and sipp logs kept in ${dir}`)
      else rmSync(dir, { recursive: true, force: true })
    },
  }
}
