import type { FastifyInstance } from 'fastify'
import { PRESENCE_SILENCE_LIMIT_MS } from '@portal/contract'
import { isServiceUnavailable } from '../../../lib/app-error'
import { startTicker } from '../../../lib/ticker'
import { isSilentSince } from '../state/agent-repository'
import { dueFarEndEvent, lockCall } from '../state/call-repository'
import { dropTimer, listDueWork, type DueWork } from './cti-timer-repository'
import { offerCall } from '../routing/call-routing'
import { changeCti, type CtiChange } from '../state/cti-change'
import { endAfterCallWork } from '../agents/agent-commands'
import { farEndActs, ringOut } from '../calls/far-end-events'
import { consultDeadlinePassed } from '../calls/consult-commands'
import { listDueConsults } from '../state/transfer-repository'
import {
  announceQueuePosition,
  askForQueuedCallback,
  autoAnswerCall,
  passQueueDeadline,
} from './queue-timers'

const BATCH = 100

/** A copy in random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}

/** Runs one due timer in a change of its tenant; each checks again under its lock, so two processes may race. */
const HANDLERS: Record<DueWork['kind'], (change: CtiChange, subjectId: string) => Promise<unknown>> = {
  ring: (change, recordId) => ringOut(change, recordId),
  farEnd: async (change, recordId) => {
    const event = await dueFarEndEvent(change.tx, recordId)
    if (event) await farEndActs(change, recordId, event)
  },
  acw: async (change, accountId) => {
    const agent = await change.agent(accountId)
    if (agent.acwEndsAt && agent.acwEndsAt <= change.now) await endAfterCallWork(change, accountId)
  },
  rest: async (change, accountId) => {
    const agent = await change.agent(accountId)
    if (agent.restEndsAt && agent.restEndsAt <= change.now)
      await change.apply(accountId, { type: 'restLimit' })
  },
  silence: async (change, accountId) => {
    const since = new Date(change.now.getTime() - PRESENCE_SILENCE_LIMIT_MS)
    if (await isSilentSince(change.tx, accountId, since)) await change.apply(accountId, { type: 'silence' })
  },
  queue: async (change, recordId) => {
    const call = await lockCall(change.tx, { recordId })
    if (call) await offerCall(change, call)
  },
  queueDeadline: passQueueDeadline,
  announce: announceQueuePosition,
  callbackAsk: askForQueuedCallback,
  autoAnswer: autoAnswerCall,
}

/**
 * Every `intervalMs`, runs the telephony timers that are due in any tenant: ring timeouts, the far end's acts,
 * the end of after-call work, rest limits, silent agents, queued calls a ready agent could take, and a waiting
 * call's queue rules (maximum wait, announcements, a queued call-back asked for, auto-answer after its delay), and
 * consults nobody answered or whose referral got no word. Every process runs it; the row locks decide who does each.
 */
export function startCtiTimers(app: FastifyInstance, intervalMs: number): () => Promise<void> {
  const tick = async () => {
    const silentBefore = new Date(Date.now() - PRESENCE_SILENCE_LIMIT_MS)
    // In an order of this process's own: every process reads the same due list, and in one order they would queue
    // on each other's row locks, item after item.
    const due = shuffled(await listDueWork(app.store.db, silentBefore, BATCH))
    for (const work of due) {
      try {
        await changeCti(app, work.tenant_id, null, (change) => HANDLERS[work.kind](change, work.subject_id))
      } catch (error) {
        // The database busy or away: the timer stays, and the next tick runs it. Anything else would fail again.
        if (isServiceUnavailable(error)) {
          app.log.warn({ err: error, kind: work.kind }, 'a telephony timer waits for the database')
          continue
        }
        app.log.error({ err: error, kind: work.kind }, 'a telephony timer failed')
        await app.store.db.withTenant(work.tenant_id, (tx) => dropTimer(tx, work)).catch(() => undefined)
      }
    }
    for (const consult of await listDueConsults(app.store.db, BATCH))
      await changeCti(app, consult.tenant_id, null, (change) =>
        consultDeadlinePassed(change, consult.subject_id),
      ).catch((error: unknown) =>
        app.log.error({ err: error }, 'a consult past its deadline could not move on'),
      )
  }
  return startTicker(intervalMs, tick, (error) =>
    app.log.warn({ err: error }, 'telephony timers could not run'),
  )
}
