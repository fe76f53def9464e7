import type { FastifyInstance } from 'fastify'
import { ctiStatePush, type CtiState } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { AppError } from '../../../lib/app-error'
import type { CtiPort } from '../../../plugins/app/cti/cti-port'
import { declaredPush } from '../../../plugins/app/push/push-publication'
import { applyAgentEvent, type AgentEvent } from './agent-state-machine'
import { ensureAgentRows, lockAgents, raiseVersions, saveAgent, type AgentRecord } from './agent-repository'
import type { CtiSettings } from './cti-settings-repository'
import { cachedCtiSettings } from './cti-settings-cache'
import { loadQueueRules, type QueueRules } from './queue-rules-repository'
import { readCtiStates } from './cti-state-repository'

/** One change to the CTI state of a tenant, inside its transaction. */
export type CtiChange = {
  tx: Queryable
  tenantId: string
  now: Date
  settings: CtiSettings
  cti: CtiPort
  /** Locks the agents (in account order) and gives their records; later calls reuse the locked records. */
  agents: (accountIds: readonly string[]) => Promise<Map<string, AgentRecord>>
  agent: (accountId: string) => Promise<AgentRecord>
  /** Applies an event to an agent and saves it; a refusal throws its reason as a 400. */
  apply: (accountId: string, event: AgentEvent, calls?: Partial<AgentCalls>) => Promise<AgentRecord>
  /** Saves an agent's calls (current, monitored) without an event. */
  setCalls: (accountId: string, calls: Partial<AgentCalls>) => Promise<AgentRecord>
  /** The pages of these accounts must be told (their call changed). */
  touch: (...accountIds: (string | null)[]) => void
  /** A skill group's queue rules, read once per change (undefined for no group). */
  queueRules: (groupId: string | null) => Promise<QueueRules | undefined>
  /** A next change, run once this one has committed and its states are pushed (a call's next step). */
  followUp: (work: (next: CtiChange) => Promise<void>) => void
}

type AgentCalls = Pick<AgentRecord, 'currentCallId' | 'monitoredCallId'>

// PostgreSQL's deadlock and serialisation failures: the transaction is safe to run again from the start.
const RETRYABLE = new Set(['40P01', '40001'])
const ATTEMPTS = 3

/**
 * Runs a change of the CTI state in one transaction of the tenant, raises the version of every account it
 * touched, and once committed pushes each of them its new state and tells the tenant's supervisors their board
 * changed. `actor` is the account that asked (it counts as heard from); its state is returned as well.
 * @example const { state } = await changeCti(app, tenantId, accountId, async (change) => { await change.apply(accountId, { type: 'acwEnd' }) })
 */
export async function changeCti<T>(
  app: FastifyInstance,
  tenantId: string,
  actor: string | null,
  work: (change: CtiChange) => Promise<T>,
): Promise<{ result: T; state: CtiState | undefined }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const touched = new Set<string>(actor ? [actor] : [])
      const followUps: (() => Promise<unknown>)[] = []
      const { result, states } = await app.store.db.withTenant(tenantId, async (tx) => {
        const locked = new Map<string, AgentRecord>()
        const raised = new Set<string>()
        const change = await openChange(app, tx, tenantId, { touched, followUps, locked, raised, actor })
        const result = await work(change)
        // The actor's state is answered even on their first change (the row a lock made is there already).
        if (actor && !locked.has(actor)) await ensureAgentRows(tx, [actor])
        const unraised = [...touched].filter((id) => !raised.has(id))
        if (unraised.length > 0) await raiseVersions(tx, unraised, actor)
        return { result, states: await readCtiStates(tx, [...touched]) }
      })
      await publishStates(app, tenantId, states)
      // Every change may move the board (a queue, a call, an agent), and the notice is coalesced anyway.
      app.noteBoardChange(tenantId)
      for (const task of followUps) await task()
      return { result, state: actor ? states.get(actor) : undefined }
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error
    }
  }
}

async function openChange(
  app: FastifyInstance,
  tx: Queryable,
  tenantId: string,
  {
    touched,
    followUps,
    locked,
    raised,
    actor,
  }: {
    touched: Set<string>
    followUps: (() => Promise<unknown>)[]
    /** The agents this change locked, by account: filled as it locks them. */
    locked: Map<string, AgentRecord>
    /** The accounts whose version a save already raised in this change. */
    raised: Set<string>
    actor: string | null
  },
): Promise<CtiChange> {
  const settings = await cachedCtiSettings(app, tx, tenantId)
  const rulesByGroup = new Map<string, Promise<QueueRules | undefined>>()
  const now = new Date()
  const agents = async (accountIds: readonly string[]) => {
    const missing = accountIds.filter((id) => !locked.has(id))
    if (missing.length > 0) for (const [id, record] of await lockAgents(tx, missing)) locked.set(id, record)
    return new Map(accountIds.flatMap((id) => (locked.has(id) ? [[id, locked.get(id) as AgentRecord]] : [])))
  }
  const agent = async (accountId: string) => {
    const record = (await agents([accountId])).get(accountId)
    if (!record) throw new AppError('FAILURE', 'request.notFound', 404)
    return record
  }
  const store = async (record: AgentRecord) => {
    const before = locked.get(record.accountId)
    locked.set(record.accountId, record)
    touched.add(record.accountId)
    await saveAgent(
      tx,
      record,
      { raise: !raised.has(record.accountId), isHeardFrom: record.accountId === actor },
      before,
    )
    raised.add(record.accountId)
    return record
  }
  return {
    tx,
    tenantId,
    now,
    settings,
    cti: app.ctiNetworks[settings.network],
    agents,
    agent,
    apply: async (accountId, event, calls = {}) => {
      const record = await agent(accountId)
      const outcome = applyAgentEvent(record, event, { now, ...settings })
      if (!outcome.ok) throw new AppError('FAILURE', outcome.reason, 409)
      return store({ ...record, ...outcome.facts, ...calls })
    },
    setCalls: async (accountId, calls) => store({ ...(await agent(accountId)), ...calls }),
    touch: (...accountIds) => {
      for (const id of accountIds) if (id) touched.add(id)
    },
    queueRules: (groupId) => {
      if (!groupId) return Promise.resolve(undefined)
      const rules = rulesByGroup.get(groupId) ?? loadQueueRules(tx, groupId)
      rulesByGroup.set(groupId, rules)
      return rules
    },
    followUp: (next) => void followUps.push(() => changeCti(app, tenantId, null, next)),
  }
}

/** Tells every page of each account its new state (all its tabs replace theirs with it). */
export async function publishStates(app: FastifyInstance, tenantId: string, states: Map<string, CtiState>) {
  await Promise.all(
    [...states].map(([accountId, state]) =>
      app.pushBus.publish(
        declaredPush(ctiStatePush, { audience: { tenantId, accountIds: [accountId] }, payload: { state } }),
      ),
    ),
  )
}
