import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { SoftphoneCredentials } from '@portal/contract'
import {
  answerFromPanel,
  callCentre,
  callHistoryOverHttp,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInThroughForm } from './support/login-page'
import { shell } from './support/shell-page'
import { readySoftphoneAgent } from './support/sip/ready-softphone-agent'
import { recordSipFrames, sipHeader, type SipFrame } from './support/sip/sip-frames'
import { missingSipPeers } from './support/sip/sip-peers'
import { sipRegistration } from './support/sip/sip-registration'
import { runSipp, type SippRun } from './support/sip/sipp'
import { launchTabbedBrowser } from './support/sip/tabbed-browser'
import { MEDIA_FLAGS, useSoftphonePortal } from './support/sip/use-softphone-portal'

// What keeps the browser softphone working beyond a single call: its short-lived SIP credentials renewed before
// they expire, an incoming call reaching the tab that holds the media lease while it sits throttled in the
// background, and the ring on its own device. The portal mints 20-second credentials here (the default is 30
// minutes), so every test also lives through renewals.
const missing = missingSipPeers()
const title = (name: string) => (missing ? `${name} (SKIPPED: ${missing})` : name)
const CREDENTIAL_SECONDS = 20
const SIP_USER = 'demo.agent01'
/** How long a condition may take on a busy machine: a wait, never a measurement. */
const PATIENCE = { timeout: 30_000 }

/** The expiry (ms) written in an ephemeral SIP user name, "expiry:user" with the expiry in Unix seconds. */
const expiryOf = (authorizationUser: string) => Number(authorizationUser.split(':')[0]) * 1000

/** The user name of a REGISTER's digest answer ('' for the first, unauthenticated REGISTER). */
const digestUser = (text: string) => /username="([^"]+)"/.exec(sipHeader(text, 'Authorization'))?.[1] ?? ''

/** Each REGISTER the page sent with credentials, and the final answer kamailio gave it (0 while none came). */
function authenticatedRegisters(frames: readonly SipFrame[]) {
  return frames
    .filter(
      (frame) => frame.direction === 'sent' && frame.text.startsWith('REGISTER ') && digestUser(frame.text),
    )
    .map((request) => {
      const cseq = sipHeader(request.text, 'CSeq')
      const callId = sipHeader(request.text, 'Call-ID')
      const answer = frames.find(
        (frame) =>
          frame.direction === 'received' &&
          /^SIP\/2\.0 [2-6]\d\d /.test(frame.text) &&
          sipHeader(frame.text, 'CSeq') === cseq &&
          sipHeader(frame.text, 'Call-ID') === callId,
      )
      return {
        user: digestUser(request.text),
        status: Number(answer?.text.slice(8, 11) ?? 0),
        answeredAt: answer?.at ?? 0,
      }
    })
}

/** Whether the page answered an incoming INVITE with 200 OK over its own SIP WebSocket. */
const answeredInvite = (frames: readonly SipFrame[]) =>
  frames.some(
    (frame) =>
      frame.direction === 'sent' &&
      frame.text.startsWith('SIP/2.0 200') &&
      /^\d+ INVITE$/.test(sipHeader(frame.text, 'CSeq')),
  )

describe.skipIf(missing)(title('the browser softphone keeps taking calls'), () => {
  const session = useSoftphonePortal({ SIP_CREDENTIAL_SECONDS: String(CREDENTIAL_SECONDS) })

  beforeEach(async () => {
    await resetAgentOverHttp(session.server.origin, 'agent01', 'Agent@2026')
  })

  /** sipp's call got the agent's 200 OK and, after the agent hung up, its BYE: the scenario ran to its end. */
  async function expectAnsweredAndHungUp(caller: SippRun) {
    const result = await caller.done
    expect(result.code, `${result.errors}\n${result.trace.slice(-3000)}`).toBe(0)
    expect(result.trace).toMatch(/SIP\/2\.0 200 OK[\s\S]*?CSeq: 1 INVITE/)
    expect(result.trace).toMatch(/\bBYE sip:/)
  }

  /** The agent hangs up from the phone panel (open after answerFromPanel); the record says answered. */
  async function hangUpAnswered(page: Page, cookie: string) {
    await callCentre(page).panel.getByRole('button', { name: '挂断', exact: true }).click()
    await page.getByRole('button', { name: '电话：话后处理' }).waitFor(PATIENCE)
    const [record] = await callHistoryOverHttp(session.server.origin, cookie)
    expect(record).toMatchObject({ result: 'answered', callType: 'INBOUND' })
    expect(record?.answeredAt).not.toBeNull()
  }

  it('renews its SIP credentials before they expire and registers with the new ones; after the first expired, a call from sipp still rings and is answered', async () => {
    const fetched: string[] = []
    let frames: SipFrame[] = []
    const { page, cookie } = await readySoftphoneAgent(session, (watched) => {
      frames = recordSipFrames(watched, session.sip.webSocketUrl)
      watched.on('response', (response) => {
        if (new URL(response.url()).pathname !== '/api/v1/speech/softphone/credentials') return
        void response
          .json()
          .then((body: { data: SoftphoneCredentials }) => fetched.push(body.data.authorizationUser))
      })
    })
    try {
      const [first] = authenticatedRegisters(frames)
      expect(first).toMatchObject({ status: 200 })
      await expect.poll(() => fetched[0]).toBe(first?.user)
      const firstExpiry = expiryOf(first?.user ?? '')
      expect(firstExpiry - Date.now()).toBeLessThanOrEqual(CREDENTIAL_SECONDS * 1000)

      // Kamailio refuses the first credentials once they expired: the softphone stays registered only if it
      // fetched new ones and sent a REGISTER with them, which kamailio accepted after that moment.
      const renewedAfterExpiry = () =>
        authenticatedRegisters(frames).find(
          (register) =>
            register.user !== first?.user && register.status === 200 && register.answeredAt > firstExpiry,
        )
      await expect.poll(renewedAfterExpiry, { timeout: 90_000 }).toBeTruthy()
      const renewal = renewedAfterExpiry()
      expect(fetched.length).toBeGreaterThanOrEqual(2)
      expect(fetched).toContain(renewal?.user)
      expect(expiryOf(renewal?.user ?? '')).toBeGreaterThan(firstExpiry)
      // No REGISTER with credentials was ever refused: each renewal registered at once.
      expect(authenticatedRegisters(frames).filter((register) => register.status >= 300)).toEqual([])

      const caller = await runSipp(session.sip, 'uac_silent_media', { service: SIP_USER }, 80)
      await page.getByRole('button', { name: '电话：来电' }).waitFor(PATIENCE)
      await answerFromPanel(page)
      await hangUpAnswered(page, cookie)
      await expectAnsweredAndHungUp(caller)
    } finally {
      await page.context().close()
    }
  }, 180_000)

  it('a call for the agent reaches the tab holding the media lease while it is hidden and throttled in the background: it rings in the front tab, is answered there, and the background tab connects it', async () => {
    // Two tabs of one window in Chromium's own profile (see tabbed-browser.ts): the tab not in front is hidden and
    // its timers run at most once a second, Chromium's own background-tab throttling as agents meet it (Playwright's
    // usual launch keeps every page visible and unthrottled, so bringToFront alone hides nothing). The page is not
    // frozen (Page.setWebLifecycleState) and its CPU not slowed by DevTools (Emulation.setCPUThrottlingRate): the
    // first would stop it entirely, the second is no policy of the browser's. Once it rings, Chromium spares the
    // tab as it spares any tab playing sound.
    const tabs = await launchTabbedBrowser(MEDIA_FLAGS)
    try {
      // As openContext does for the other browser tests: the push core takes its elected-tab way.
      await tabs.context.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
      const leaseTab = await tabs.context.newPage()
      const leaseFrames = recordSipFrames(leaseTab, session.sip.webSocketUrl)
      const registered = sipRegistration(leaseTab, session.sip.webSocketUrl)
      await leaseTab.goto(`${session.server.origin}/dzfront/portal/login`)
      await logInThroughForm(leaseTab, 'agent01', 'Agent@2026')
      await shell(leaseTab).tabList.waitFor(PATIENCE)
      await goReady(leaseTab)
      await registered
      const isLeaseHeld = () =>
        leaseTab.evaluate(async () =>
          (await navigator.locks.query()).held?.some((lock) => lock.name === 'portal-softphone'),
        )
      expect(await isLeaseHeld()).toBe(true)

      const frontTab = await tabs.context.newPage()
      const frontFrames = recordSipFrames(frontTab, session.sip.webSocketUrl)
      await frontTab.goto(`${session.server.origin}/dzfront/portal/portal`)
      await shell(frontTab).tabList.waitFor(PATIENCE)
      await frontTab.getByRole('button', { name: '坐席状态：接线' }).waitFor(PATIENCE)
      await frontTab.bringToFront()
      const visibility = (page: Page) => page.evaluate(() => document.visibilityState)
      await expect.poll(() => visibility(leaseTab), PATIENCE).toBe('hidden')
      expect(await visibility(frontTab)).toBe('visible')
      // Chromium throttles the hidden tab: a 50 ms interval runs about once a second there (about 60 times in
      // three seconds in a tab in front, far more than the bound below even on a busy machine).
      const ticksInThreeSeconds = await leaseTab.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let ticks = 0
            const timer = setInterval(() => (ticks += 1), 50)
            setTimeout(() => (clearInterval(timer), resolve(ticks)), 3000)
          }),
      )
      expect(ticksInThreeSeconds).toBeLessThan(15)

      const caller = await runSipp(session.sip, 'uac_silent_media', { service: SIP_USER }, 80)
      await frontTab.getByRole('button', { name: '电话：来电' }).waitFor(PATIENCE)
      await answerFromPanel(frontTab)
      await expect.poll(() => answeredInvite(leaseFrames), PATIENCE).toBe(true)
      expect(await visibility(leaseTab)).toBe('hidden')
      // The front tab commands the call through the server; it never spoke SIP itself.
      expect(frontFrames).toEqual([])
      await hangUpAnswered(frontTab, await sessionCookieOf(tabs.context))
      await expectAnsweredAndHungUp(caller)
    } finally {
      await tabs.close()
    }
  }, 120_000)

  it('rings on the ringtone device the agent chose, while the call’s audio plays on the speaker chosen for calls', async () => {
    const { page, cookie } = await readySoftphoneAgent(session)
    try {
      // Chromium's fake devices (--use-fake-device-for-media-stream) list two audio outputs besides the default.
      const outputs = await page.evaluate(async () =>
        (await navigator.mediaDevices.enumerateDevices())
          .filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default')
          .map(({ deviceId, label }) => ({ deviceId, label })),
      )
      expect(outputs.length, JSON.stringify(outputs)).toBeGreaterThanOrEqual(2)
      const [ringtone, speaker] = outputs as [(typeof outputs)[0], (typeof outputs)[0]]
      expect(ringtone.deviceId).not.toBe(speaker.deviceId)

      const { panel, widget } = callCentre(page)
      await widget.click()
      await panel.getByRole('button', { name: '通话设备' }).click()
      for (const [field, device] of [
        ['铃声设备', ringtone],
        ['扬声器', speaker],
      ] as const) {
        await panel.getByRole('combobox', { name: field }).click()
        // Ant Design's role=option nodes are a hidden mirror for screen readers; the visible item carries a title
        // (the closed list of the other field stays in the page, hidden).
        await page.getByTitle(device.label, { exact: true }).filter({ visible: true }).click()
      }
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal.media-devices') ?? '{}')))
        .toMatchObject({ ringtone: ringtone.deviceId, speaker: speaker.deviceId })

      const sinkOf = (selector: string) =>
        page.evaluate(
          (found) =>
            (document.querySelector(found) as (HTMLAudioElement & { sinkId: string }) | null)?.sinkId,
          selector,
        )
      const caller = await runSipp(session.sip, 'uac_silent_media', { service: SIP_USER }, 80)
      await page.getByRole('button', { name: '电话：来电' }).waitFor(PATIENCE)
      await expect.poll(() => sinkOf('audio.softphone-ringtone'), PATIENCE).toBe(ringtone.deviceId)
      await expect.poll(() => sinkOf('audio.softphone-remote-audio'), PATIENCE).toBe(speaker.deviceId)
      expect(
        await page.evaluate(
          () => document.querySelector<HTMLAudioElement>('audio.softphone-ringtone')?.paused,
        ),
      ).toBe(false)

      await answerFromPanel(page)
      // The ring stops with the answer; the call goes on playing on the call's speaker.
      await expect.poll(() => sinkOf('audio.softphone-ringtone'), PATIENCE).toBeUndefined()
      expect(await sinkOf('audio.softphone-remote-audio')).toBe(speaker.deviceId)
      await hangUpAnswered(page, cookie)
      await expectAnsweredAndHungUp(caller)
    } finally {
      await page.context().close()
    }
  }, 120_000)
})
