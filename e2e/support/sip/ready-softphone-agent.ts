import type { Page } from 'playwright-core'
import type { SoftphoneCredentials } from '@portal/contract'
import { callCentre, goReady, sessionCookieOf } from '../call-centre'
import { logInToShell } from '../shell-page'
import { sipRegistration } from './sip-registration'
import type { SoftphoneTestSession } from './use-softphone-portal'

/** An agent's page on the softphone, their session cookie and the SIP user their softphone registers as. */
export type SoftphoneAgent = { page: Page; cookie: string; sipUser: string }

/**
 * agent01's page (or `member`'s) in a profile of its own, ready on the softphone and registered with the test's
 * kamailio; its session cookie, and its SIP user (what sipp calls). `watch` sees the page before its softphone
 * connects (to record its SIP frames or its requests).
 * @example const { page, cookie, sipUser } = await readySoftphoneAgent(session)
 */
export async function readySoftphoneAgent(
  session: SoftphoneTestSession,
  watch: (page: Page) => void = () => undefined,
  member = { account: 'agent01', password: 'Agent@2026' },
): Promise<SoftphoneAgent> {
  const { context, page } = await logInToShell(
    session.browser,
    session.server.origin,
    member.account,
    member.password,
    {
      contextOptions: { permissions: ['microphone'] },
    },
  )
  watch(page)
  const registered = sipRegistration(page, session.sip.webSocketUrl)
  await goReady(page)
  await registered
  const cookie = await sessionCookieOf(context)
  const response = await fetch(`${session.server.origin}/api/v1/speech/softphone/credentials`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  })
  const { sipUri } = ((await response.json()) as { data: SoftphoneCredentials }).data
  return { page, cookie, sipUser: sipUri.replace(/^sip:|@.*$/g, '') }
}

/**
 * The agent dials a number from the phone panel's dial pad (opening the panel when closed).
 * @example await dialFromPanel(page, '13800000009')
 */
export async function dialFromPanel(page: Page, phone: string) {
  const { panel, widget } = callCentre(page)
  if (!(await panel.isVisible())) await widget.click()
  await panel.getByLabel('电话号码').fill(phone)
  await panel.getByRole('button', { name: '拨打', exact: true }).click()
}
