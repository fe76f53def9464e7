import { remindRoute, type Envelope, type MessageList } from '@portal/contract'
import type {
  DatabaseKind,
  HttpRow,
  LoginRow,
  PushRow,
  SupervisorBoardRow,
  TelephonyRow,
} from './bench-results'
import { openAdminSession } from './admin-session'
import { callRoute } from './call-route'
import { compareWithHelloWorld } from './compare-with-hello-world'
import { measureLoginBurst } from './login-burst'
import { describeLoginRun, measureLoginRuns } from './login-throughput'
import {
  frontConfigTarget,
  messageDeepPageTarget,
  messageListTarget,
  remindTarget,
  staticProbeTarget,
  tokenTarget,
  type NamedTarget,
} from './portal-targets'
import { measurePushFanOut } from './push-fan-out'
import type { SeededPortal } from './start-seeded-portal'
import { logTelephonyLoad } from './log-telephony-load'
import { logSupervisorBoard } from './log-supervisor-board'
import { measureSupervisorBoard } from './supervisor-board'
import { measureTelephonyLoad } from './telephony-load'

export type PortalFigures = {
  http: HttpRow[]
  push: PushRow
  telephony: TelephonyRow
  supervisorBoard: SupervisorBoardRow
  logins: LoginRow
}

/**
 * The HTTP figures (each beside hello-world, the order alternating), the push fan-out, the telephony load, the
 * supervisor's board and then the login throughput of one running portal on the bench data. The static probe does not touch the
 * database, so only the first portal needs it.
 * @example const figures = await measurePortal(portal, helloWorld.url, 'embedded', true)
 */
export async function measurePortal(
  portal: Pick<SeededPortal, 'origin' | 'seed'>,
  helloWorldUrl: string,
  database: DatabaseKind,
  isStaticIncluded: boolean,
): Promise<PortalFigures> {
  const { origin, seed } = portal
  const cookie = await openAdminSession(origin)
  const { cursor } = await callRoute(origin, cookie, remindRoute)
  const listTargets = [
    messageListTarget(origin, cookie),
    messageDeepPageTarget(origin, cookie, seed.deepCursor),
  ]
  await logListSizes(listTargets)
  const targets: NamedTarget[] = [
    ...(isStaticIncluded ? [staticProbeTarget(origin)] : []),
    frontConfigTarget(origin),
    tokenTarget(origin, cookie),
    ...listTargets,
    remindTarget(origin, cookie, cursor),
  ]
  const http: HttpRow[] = []
  for (const [index, { name, target }] of targets.entries()) {
    const row = { database, ...(await compareWithHelloWorld(name, target, helloWorldUrl, index % 2 === 0)) }
    console.log(
      `  ${database} ${name}: ${row.portal.requestsPerSecond.toFixed(0)} req/s ` +
        `(hello-world ${row.helloWorld.requestsPerSecond.toFixed(0)}), ratio ${row.ratio.toFixed(3)}`,
    )
    http.push(row)
  }
  // After the HTTP figures: each announcement adds a message to the list they read.
  const push = { database, ...(await measurePushFanOut(origin, cookie, seed.agentCookies)) }
  for (const [index, round] of push.rounds.entries()) {
    console.log(
      `  ${database} push round ${index + 1}: ${round.received}/${push.connected} sockets got NEWS, ` +
        `p50 ${round.p50Ms.toFixed(0)} ms, p99 ${round.p99Ms.toFixed(0)} ms, max ${round.maxMs.toFixed(0)} ms ` +
        `(publish call ${round.publishMs.toFixed(0)} ms)`,
    )
  }
  // Before the logins, which end the admin's other sessions: the admin places the calls.
  const telephony = {
    database,
    ...(await measureTelephonyLoad(origin, cookie, seed.callCentre, helloWorldUrl)),
  }
  logTelephonyLoad(telephony)
  // Also before the logins: the admin is the supervisor watching the bench group.
  const supervisorBoard = { database, ...(await measureSupervisorBoard(origin, cookie, seed.callCentre)) }
  logSupervisorBoard(supervisorBoard)
  // Last: each login leaves a session row behind, and the token figure should not depend on how many there are.
  const {
    oneAccount: throughput,
    manyAccounts,
    passwordChecksPerSecond,
  } = await measureLoginRuns(origin, seed.loginAccounts)
  for (const row of [throughput, manyAccounts])
    console.log(`  ${describeLoginRun(database, row, passwordChecksPerSecond)}`)
  // An agent's bell: the logins end the admin's other sessions, and the announcements moved the cursor.
  const agentCookie = seed.agentCookies[0] ?? cookie
  const { cursor: latest } = await callRoute(origin, agentCookie, remindRoute)
  const burst = await measureLoginBurst(origin, remindTarget(origin, agentCookie, latest))
  console.log(
    `  ${database} during a login burst: ${burst.name} p99 ${burst.burstP99Ms.toFixed(0)} ms ` +
      `(alone ${burst.quietP99Ms.toFixed(0)} ms, at ${burst.rate} req/s)`,
  )
  const logins = { database, ...throughput, manyAccounts, passwordChecksPerSecond, burst }
  return { http, push, telephony, supervisorBoard, logins }
}

/** What the list figures read: a full page each, or the figure measures less work than its name says. */
async function logListSizes(listTargets: readonly NamedTarget[]) {
  for (const { name, target } of listTargets) {
    const response = await fetch(target.url, { headers: target.headers })
    const envelope = (await response.json()) as Envelope<MessageList>
    console.log(`  ${name}: ${envelope.data?.list.length ?? 'no'} items (code ${envelope.code})`)
  }
}
