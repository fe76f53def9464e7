import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortalServer } from '../../../e2e/support/portal-server'

/** Packages few requests need, loaded at their first use (or a while after listening), never before serving. */
const LEFT_FOR_FIRST_USE = [
  '@zxcvbn-ts/core',
  '@simplewebauthn/server',
  '@node-saml/node-saml',
  'openid-client',
  'undici',
  'qrcode',
  'svg-captcha',
  'libphonenumber-js',
  'zod-openapi',
  'ioredis',
  'nodemailer',
  '@fastify/ajv-compiler',
  'esbuild',
]
/**
 * About 600 modules load before a restart listens (1,640 did before its start was made fast): well past this bound,
 * something heavy is read at start again. A count, not a time, so a busy machine cannot make it fail.
 */
const MAX_MODULES_BEFORE_LISTENING = 1000
const RECORDER = path.resolve(import.meta.dirname, '../test/module-loads/record-module-loads.mjs')

type ModuleLoad = { url: string; at: number }

const packageOf = (url: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]

/** When the server said it was ready: its log line once it listens (LOG_LEVEL info). */
function readyAt(output: string): number {
  const line = output.split('\n').find((text) => text.includes('portal ready at'))
  if (!line) throw new Error(`the server never said it was ready:\n${output}`)
  return (JSON.parse(line) as { time: number }).time
}

describe('the compiled server restarted on existing data', () => {
  let dataDir: string
  const loadsFile = path.join(tmpdir(), `portal-module-loads-${process.pid}.json`)

  beforeAll(async () => {
    // The first start makes the database (migrations and the demo data); the test is about the next one.
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-'))
    const first = await startPortalServer({}, { dataDir, keepDataDir: true })
    await first.stop()
  }, 180_000)

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(loadsFile, { force: true })
  })

  it('reads only what serving needs before it listens: no package left for first use, nor the demo seed', async () => {
    const server = await startPortalServer(
      {
        LOG_LEVEL: 'info',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${RECORDER}`,
        MODULE_LOADS_FILE: loadsFile,
      },
      { dataDir, keepDataDir: true },
    )
    try {
      server.signal('SIGUSR2')
      await expect.poll(() => existsSync(loadsFile)).toBe(true)
      const listenedAt = readyAt(server.output())
      const loads = JSON.parse(readFileSync(loadsFile, 'utf8')) as ModuleLoad[]
      const beforeListening = loads.filter((load) => load.at <= listenedAt)
      const packages = new Set(beforeListening.map((load) => packageOf(load.url)))

      expect(LEFT_FOR_FIRST_USE.filter((name) => packages.has(name))).toEqual([])
      expect(beforeListening.filter((load) => load.url.includes('seed-demo-data'))).toEqual([])
      expect(new Set(beforeListening.map((load) => load.url)).size).toBeLessThan(MAX_MODULES_BEFORE_LISTENING)
      // The record is the server's own: it did load what it serves with.
      expect(packages.has('fastify')).toBe(true)
    } finally {
      await server.stop()
    }
  })
})
