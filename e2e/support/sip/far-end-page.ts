import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { freePort } from '../child-server'

export type FarEndPage = { origin: string; stop: () => Promise<void> }

/**
 * Serves the far-end phone (far-end-phone.ts bundled with JsSIP) on a free loopback port: a page of its own
 * origin, a secure context (127.0.0.1) where getUserMedia works.
 * @example const farEnd = await serveFarEndPage(); await page.goto(farEnd.origin)
 */
export async function serveFarEndPage(): Promise<FarEndPage> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'far-end-phone.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  const server: Server = createServer((request, response) => {
    if (request.url === '/far-end.js') {
      response.setHeader('content-type', 'text/javascript')
      return response.end(script)
    }
    response.setHeader('content-type', 'text/html')
    response.end('<!doctype html><title>far end</title><script src="/far-end.js"></script>')
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The far-end phone of a page that opened `serveFarEndPage`'s origin. */
export type FarEnd = {
  events: string[]
  start: (credentials: object) => Promise<string>
  call: (target: string) => void
  hangUp: () => void
  isUp: () => boolean
  remoteStream: () => MediaStream | null
}

/** Calls into the far-end page's phone. */
export const farEndOf = (page: Page) => ({
  start: (credentials: object) =>
    page.evaluate((value) => (window as unknown as { farEnd: FarEnd }).farEnd.start(value), credentials),
  call: (target: string) =>
    page.evaluate((value) => (window as unknown as { farEnd: FarEnd }).farEnd.call(value), target),
  hangUp: () => page.evaluate(() => (window as unknown as { farEnd: FarEnd }).farEnd.hangUp()),
  isUp: () => page.evaluate(() => (window as unknown as { farEnd: FarEnd }).farEnd.isUp()),
  events: () => page.evaluate(() => [...(window as unknown as { farEnd: FarEnd }).farEnd.events]),
})
