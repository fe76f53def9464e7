import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { mintSipCredentials } from '../../../apps/server/src/plugins/app/cti/sip-credentials'
import { launchBrowser } from '../browser'
import { freePort } from '../child-server'
import { startPortalServer, type PortalServer } from '../portal-server'
import { serveFarEndPage, type FarEndPage } from './far-end-page'
import { startKamailio, type Kamailio } from './kamailio'
import { stopAllSipp } from './sipp'

/** Chromium for calls: a fake microphone (a beep) granted without asking, media on loopback, sound without a click. */
export const MEDIA_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
]

export type SoftphoneTestSession = {
  readonly sip: Kamailio
  readonly server: PortalServer
  readonly browser: Browser
  readonly farEndPage: FarEndPage
  /** Credentials of a SIP user of the test's network (a far-end phone), minted with the shared secret. */
  mint: (user: string) => { webSocketUrl: string; uri: string; authorizationUser: string; password: string }
}

/**
 * Starts, once for a test file, kamailio (free ports, a random secret), the portal with Demo Co. on that SIP
 * network (sip-portal-server.ts), the far-end page server and Chromium with the media flags; stops them in the
 * order the sip-lab found clean: browser, sipp, kamailio, then the servers. Logs are kept when a test failed.
 * `serverEnv` adds to the portal's environment (such as a short SIP_CREDENTIAL_SECONDS).
 * @example const session = useSoftphonePortal()
 */
export function useSoftphonePortal(serverEnv: NodeJS.ProcessEnv = {}): SoftphoneTestSession {
  let sip: Kamailio | undefined
  let server: PortalServer | undefined
  let browser: Browser | undefined
  let farEndPage: FarEndPage | undefined
  let hasFailed = false
  beforeAll(async () => {
    // kamailio reports the agents' calls to the portal too (the SIP server's events), so it must know the portal's
    // port before the portal listens on it. In the seconds kamailio takes to start, another process may take that
    // port (it lies in the range the system hands out to outgoing connections): then both start again on another.
    for (let attempt = 1; !server; attempt += 1) {
      const port = await freePort()
      sip = await startKamailio({ eventsUrl: `http://127.0.0.1:${port}/api/v1/speech/sip/events` })
      try {
        server = await startPortalServer(
          {
            PORT: String(port),
            SIP_WS_URL: sip.webSocketUrl,
            SIP_DOMAIN: sip.domain,
            SIP_SHARED_SECRET: sip.sharedSecret,
            ...serverEnv,
          },
          { script: 'e2e/support/sip/sip-portal-server.ts', name: 'SIP portal' },
        )
      } catch (error) {
        await sip.stop({ keepDir: false })
        if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
      }
    }
    farEndPage = await serveFarEndPage()
    browser = await launchBrowser(MEDIA_FLAGS)
  })
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') hasFailed = true
  })
  afterAll(async () => {
    await browser?.close()
    await stopAllSipp()
    await sip?.stop({ keepDir: hasFailed })
    await farEndPage?.stop()
    await server?.stop()
  })
  const required = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} is not ready: use it inside a test`)
    return value
  }
  return {
    get sip() {
      return required(sip, 'kamailio')
    },
    get server() {
      return required(server, 'the portal server')
    },
    get browser() {
      return required(browser, 'the browser')
    },
    get farEndPage() {
      return required(farEndPage, 'the far-end page')
    },
    mint: (user) => {
      const network = required(sip, 'kamailio')
      const config = {
        webSocketUrl: network.webSocketUrl,
        domain: network.domain,
        sharedSecret: network.sharedSecret,
        credentialSeconds: 600,
      }
      const { authorizationUser, password } = mintSipCredentials(config, user, new Date())
      return {
        webSocketUrl: network.webSocketUrl,
        uri: `sip:${user}@${network.domain}`,
        authorizationUser,
        password,
      }
    },
  }
}
