import type pg from 'pg'
import { BENCH_SEED_SIZES, messageCounts } from './bench-seed-sizes'
import { BENCH_LOGIN_PASSWORD, DEMO_ADMIN } from './login-throughput'
import { seedBenchAgents, seedBenchLoginAccounts } from './seed-bench-agents'
import { seedBenchCallCentre, type BenchCallCentre } from './seed-bench-call-centre'
import { seedBenchMessages } from './seed-bench-messages'
import { seedBenchTenants } from './seed-bench-tenants'
import { seedReadStates } from './seed-read-states'

/** A keyset cursor (the message list's maxId and maxEffectiveStartDate) and how far down the list it is. */
export type ListCursor = { maxId: number; maxEffectiveStartDate: string; position: number; of: number }

export type BenchSeed = {
  tenants: number
  messages: number
  /** The session cookies of the bench agents, all in the demo tenant. */
  agentCookies: string[]
  /** Agents of the demo tenant who log in with BENCH_LOGIN_PASSWORD, for the login figure over many accounts. */
  loginAccounts: string[]
  /** The telephony figures' skill group in the demo tenant and its agents (not among agentCookies). */
  callCentre: BenchCallCentre
  /** Where a page far down the demo tenant's list starts. */
  deepCursor: ListCursor
  seconds: number
}

/** How far down the demo tenant's list the deep page starts. */
const DEEP_PAGE_FRACTION = 0.9

/**
 * Writes the message bench's data beside the demo data, in one transaction of set-based statements, and
 * analyses the tables so the planner knows their new size. Runs as the migration user.
 * @example const seed = await seedBenchData(owner) // seed.messages === 200000
 */
export async function seedBenchData(owner: pg.ClientBase): Promise<BenchSeed> {
  const begin = performance.now()
  const sizes = BENCH_SEED_SIZES
  await owner.query('BEGIN')
  let messages: number
  let agentCookies: string[]
  let loginAccounts: string[]
  let demoTenantId: string
  let callCentre: BenchCallCentre
  try {
    // The same mix on every run, as far as the database's random() allows.
    await owner.query('SELECT setseed(0.42)')
    const tenantIds = await seedBenchTenants(owner, sizes.tenants - 1)
    demoTenantId = tenantIds[0] ?? ''
    agentCookies = await seedBenchAgents(owner, demoTenantId, sizes.agents)
    loginAccounts = await seedBenchLoginAccounts(
      owner,
      demoTenantId,
      sizes.loginAccounts,
      BENCH_LOGIN_PASSWORD,
    )
    callCentre = await seedBenchCallCentre(owner, demoTenantId, sizes.callCentreAgents)
    const counts = messageCounts(sizes.tenants, sizes.messages, sizes.demoTenantMessages)
    messages = await seedBenchMessages(owner, tenantIds, counts, sizes.historyDays)
    await seedReadStates(owner, demoTenantId, await demoAdminId(owner))
    await owner.query('COMMIT')
  } catch (error) {
    await owner.query('ROLLBACK')
    throw error
  }
  await owner.query('ANALYZE')
  return {
    tenants: sizes.tenants,
    messages,
    agentCookies,
    loginAccounts,
    callCentre,
    deepCursor: await listCursorAt(owner, demoTenantId, DEEP_PAGE_FRACTION),
    seconds: (performance.now() - begin) / 1000,
  }
}

async function demoAdminId(owner: pg.ClientBase): Promise<string> {
  const { rows } = await owner.query<{ id: string }>(
    'SELECT id FROM staff_accounts WHERE lower(email) = $1',
    [DEMO_ADMIN.account],
  )
  const id = rows[0]?.id
  if (!id) throw new Error(`the demo admin ${DEMO_ADMIN.account} is missing`)
  return id
}

/** The tenant's listed message at `fraction` of the way down its list, newest first. */
async function listCursorAt(owner: pg.ClientBase, tenantId: string, fraction: number): Promise<ListCursor> {
  const listed = `FROM messages WHERE tenant_id = $1 AND delivery_seq IS NOT NULL AND withdrawn_at IS NULL`
  const { rows: counted } = await owner.query<{ count: number }>(`SELECT count(*)::int AS count ${listed}`, [
    tenantId,
  ])
  const of = counted[0]?.count ?? 0
  const position = Math.floor(of * fraction)
  const { rows } = await owner.query<{ id: number; effective_start_time: Date }>(
    `SELECT id, effective_start_time ${listed} ORDER BY effective_start_time DESC, id DESC OFFSET $2 LIMIT 1`,
    [tenantId, position],
  )
  const row = rows[0]
  if (!row) throw new Error('the demo tenant has no messages to page through')
  return { maxId: row.id, maxEffectiveStartDate: row.effective_start_time.toISOString(), position, of }
}
