import type { BrowserContext, Page } from 'playwright-core'
import { RESPONSE_CODES, type CallLeg, type CallRecord, type CtiState } from '@portal/contract'
import { loginOverHttp } from '../../apps/server/test/writing-clients'

/** The telephony controls of the header, found by their accessible names (zh-CN). */
export const callCentre = (page: Page) => ({
  switcher: page.getByRole('button', { name: /^坐席状态：/ }),
  widget: page.getByRole('button', { name: /^电话：/ }),
  panel: page.getByRole('region', { name: '电话面板' }),
})

/** The agent signs in on the softphone (when not yet signed in) and chooses 接线 in the status switcher. */
export async function goReady(page: Page) {
  const { switcher } = callCentre(page)
  await switcher.click()
  await page.getByRole('menuitem', { name: '接线', exact: true }).click()
  const signIn = page.getByRole('dialog', { name: '签入呼叫中心' })
  await Promise.race([signIn.waitFor(), page.getByRole('button', { name: '坐席状态：接线' }).waitFor()])
  if (await signIn.isVisible()) {
    await signIn.getByRole('radio', { name: '软电话' }).check()
    await signIn.getByRole('button', { name: '签入' }).click()
  }
  await page.getByRole('button', { name: '坐席状态：接线' }).waitFor()
}

/** The session cookie of a browser profile, to call the server as that user (`cookie` header). */
export async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((item) => item.name === 'portal_sid')
  if (!cookie) throw new Error('the browser profile has no session')
  return `${cookie.name}=${cookie.value}`
}

/** One call to the portal's API as a signed-in user (`cookie`); its data, or an error naming the answer. */
export async function apiOverHttp<T>(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const envelope = (await response.json()) as { code: number; data: T }
  if (envelope.code !== RESPONSE_CODES.OK) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

/** A simulated customer calls the signed-in user's tenant (demo mode), straight to one agent when named. */
export const ringOverHttp = (origin: string, cookie: string, body: { from: string; accountId?: string }) =>
  apiOverHttp<{ callId: string }>(origin, cookie, 'POST', '/api/v1/demo/call-simulator/inbound', body)

/** The user's CTI state as the server keeps it. */
export const ctiStateOverHttp = (origin: string, cookie: string) =>
  apiOverHttp<CtiState>(origin, cookie, 'GET', '/api/v1/speech/agent/info')

/** The user's own call records, newest first. */
export const callHistoryOverHttp = (origin: string, cookie: string) =>
  apiOverHttp<CallRecord[]>(origin, cookie, 'GET', '/api/v1/call/history')

/** Every leg of one of the user's call records (its transfers and consults, and the one it came from). */
export const callLegsOverHttp = (origin: string, cookie: string, recordId: string | undefined) =>
  apiOverHttp<CallLeg[]>(origin, cookie, 'GET', `/api/v1/speech/communicate/${recordId ?? ''}/legs`)

/**
 * Brings an agent back to a clean start over HTTP, whatever an earlier test left: no call, no after-call work,
 * hung off. It logs the account in afresh, which ends its browser sessions.
 */
export async function resetAgentOverHttp(origin: string, account: string, password: string) {
  const cookie = await loginOverHttp(origin, account, password)
  const state = await ctiStateOverHttp(origin, cookie)
  const live = state.call && !state.call.endedAt ? state.call : null
  const post = (path: string, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  if (live && (live.listening || live.joining))
    await post('/api/v1/speech/participant/hangup', { callId: live.callId })
  // A call still ringing goes back to the queue when its agent hangs up: its caller hangs up instead.
  else if (live?.callStatus === 'INBOUND_WAITING_FOR_ANSWER')
    await post(`/api/v1/demo/call-simulator/${live.callId}/hangup`)
  else if (live) await post(`/api/v1/speech/call/${live.callId}/hangup`)
  await post('/api/v1/speech/acw', { action: 'end' })
  if (state.agent.signedIn)
    await apiOverHttp(origin, cookie, 'POST', '/api/v1/speech/agent/status', { status: 4 })
}

/**
 * Once the call is connected the phone panel hides (1 s after the answer, §9): the widget opens it again, for the
 * call's commands.
 */
export async function reopenPanelWhenConnected(page: Page) {
  const { widget } = callCentre(page)
  await page.getByRole('button', { name: '电话：通话中' }).waitFor()
  // The widget says whether the panel is open: the panel's own region is not there yet while its code loads.
  // (Playwright's own wait, not the test runner's: the bench drives this too, outside any test.)
  await widget.and(page.locator('[aria-expanded="false"]')).waitFor()
  await widget.click()
}

/** The agent answers the ringing call from the phone panel, then opens the panel again once connected. */
export async function answerFromPanel(page: Page) {
  await callCentre(page).panel.getByRole('button', { name: '接听' }).click()
  await reopenPanelWhenConnected(page)
}

/** The agent hangs up their call from the phone panel, opening it by the widget when closed. */
export async function hangUpFromPanel(page: Page) {
  const { panel, widget } = callCentre(page)
  // The widget says whether the panel is open: a panel still closing by itself looks visible but is going.
  if ((await widget.getAttribute('aria-expanded')) !== 'true') await widget.click()
  await panel.getByRole('button', { name: '挂断', exact: true }).click()
}

/** The agent ends the after-call work from the phone panel (opening it if closed) and is online again. */
export async function endAfterCallWork(page: Page) {
  const { panel, widget } = callCentre(page)
  await page.getByRole('button', { name: '电话：话后处理' }).waitFor()
  // The widget says whether the panel is open: a panel still closing by itself looks visible but is going.
  if ((await widget.getAttribute('aria-expanded')) !== 'true') await widget.click()
  await panel.getByRole('button', { name: '结束话后' }).click()
  await page.getByRole('button', { name: '电话：在线' }).waitFor()
}
