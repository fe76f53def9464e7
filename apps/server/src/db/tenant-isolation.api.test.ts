import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { loginAs } from '../../test/login-helpers'
import { ownerQuery } from '../../test/owner-query'
import { APP_ROLE } from './database'

let t: TestApp
let demoId: string
let secondId: string
let tenantTables: string[]

beforeAll(async () => {
  t = await startTestApp()
  const tenants = await ownerQuery<{ id: string; code: string }>(t.store, 'SELECT id, code FROM tenants')
  demoId = tenants.find((row) => row.code === 'demo')?.id ?? ''
  secondId = tenants.find((row) => row.code === 'second')?.id ?? ''
  // A session in each tenant, so that every tenant-owned table holds rows of both.
  await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
  await loginAs(t.app, 'multi@demo.com', 'Multi@2026', secondId)
  await ownerQuery(
    t.store,
    `INSERT INTO sms_usage (tenant_id, day, sent) VALUES ($1, current_date, 1), ($2, current_date, 1)`,
    [demoId, secondId],
  )
  for (const tenantId of [demoId, secondId]) {
    await ownerQuery(
      t.store,
      `INSERT INTO helper_components (tenant_id, name, url) VALUES ($1, 'tool', '/x')`,
      [tenantId],
    )
    await ownerQuery(
      t.store,
      `INSERT INTO extend_tickets (ticket_hash, tenant_id, account_id, origin, expires_at)
       SELECT sha256(convert_to(gen_random_uuid()::text, 'UTF8')), $1, account_id, 'http://x', now()
       FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    await ownerQuery(
      t.store,
      `INSERT INTO page_visits (tenant_id, account_id, url, page_code, title)
       SELECT $1, account_id, '/dzfront/portal/news', 'news', 'news' FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    await ownerQuery(
      t.store,
      `INSERT INTO chat_robot_qr_logins (tenant_id, account_id, product_id, ticket, expires_at)
       SELECT $1, account_id, 'p1', gen_random_uuid()::text, now() FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    await ownerQuery(
      t.store,
      `INSERT INTO channel_presences (tenant_id, account_id, channel, status)
       SELECT $1, account_id, 'chat', 'online' FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    await ownerQuery(
      t.store,
      `INSERT INTO invite_codes (code, tenant_id, account_id)
       SELECT upper(substr(md5(account_id::text || tenant_id::text), 1, 10)), $1, account_id FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    // An administrative change in the audit trail (0026).
    await ownerQuery(
      t.store,
      `INSERT INTO audit_events (tenant_id, actor_account_id, actor_name, action, target_type)
       SELECT $1, account_id, 'admin', 'banner.delete', 'banner' FROM tenant_members WHERE tenant_id = $1 LIMIT 1`,
      [tenantId],
    )
    // A tenant's single sign-on, a sign-in waiting for its provider, a verified SAML response waiting for its
    // browser (0033), and one to log out of (0030).
    await ownerQuery(
      t.store,
      `WITH settings AS (INSERT INTO sso_settings (tenant_id, protocol, settings) VALUES ($1, 'OFF', '{}')),
       request AS (INSERT INTO sso_requests (tenant_id, handle, expires_at) VALUES ($1, 'h', now())),
       handoff AS (INSERT INTO sso_handoffs (tenant_id, handle_hash, binding_hash, name_id, name_id_format, expires_at)
         VALUES ($1, 'h', 'b', 'n', 'f', now()))
       INSERT INTO sso_logins (tenant_id, handle, protocol) VALUES ($1, 'h', 'OIDC')`,
      [tenantId],
    )
    // An e-mail an agent sent, with its attachment (0023).
    await ownerQuery(
      t.store,
      `WITH member AS (SELECT account_id FROM tenant_members WHERE tenant_id = $1 LIMIT 1),
       mail AS (INSERT INTO sent_emails (tenant_id, account_id, to_addresses, subject, body_html)
         SELECT $1, account_id, '{a@b.test}', 's', '<p>b</p>' FROM member RETURNING id, account_id)
       INSERT INTO email_attachments (tenant_id, account_id, email_id, file_name, content_type, size, data)
       SELECT $1, account_id, id, 'a.txt', 'text/plain', 1, 'x'::bytea FROM mail`,
      [tenantId],
    )
    // A pending staff invitation (0035) and a passkey challenge of a session (0040).
    await ownerQuery(
      t.store,
      `WITH member AS (SELECT account_id FROM tenant_members WHERE tenant_id = $1 LIMIT 1),
       role AS (SELECT id FROM roles WHERE tenant_id = $1 LIMIT 1),
       invitation AS (INSERT INTO staff_invitations
           (tenant_id, account_id, is_new_account, email, name, role_id, token_hash, expires_at)
         SELECT $1, member.account_id, false, 'invited@b.test', 'n', role.id, decode(md5($1::text), 'hex'), now()
         FROM member, role),
       session AS (SELECT id FROM sessions WHERE tenant_id = $1 LIMIT 1)
       INSERT INTO webauthn_challenges (session_id, tenant_id, purpose, challenge, expires_at)
       SELECT id, $1, 'register', 'c', now() FROM session`,
      [tenantId],
    )
    // A call with a supervisor on it, an invitation into it and an offer of it (0041), by an agent of the tenant, who
    // has preferences of their own (0052); a work order's comment (0059) and a category (0062).
    await ownerQuery(
      t.store,
      `WITH member AS (SELECT account_id FROM tenant_members WHERE tenant_id = $1 LIMIT 1),
       agent AS (INSERT INTO cti_agents (tenant_id, account_id) SELECT $1, account_id FROM member),
       preferences AS (INSERT INTO member_preferences (tenant_id, account_id) SELECT $1, account_id FROM member),
       left_state AS (INSERT INTO agent_state_intervals (tenant_id, account_id, system_state, started_at, ended_at)
         SELECT $1, account_id, 'READY', now(), now() FROM member),
       call AS (INSERT INTO call_records (tenant_id, call_id, call_type, status, phone)
         VALUES ($1, gen_random_uuid()::text, 'INBOUND', 'QUEUED', '13900001111') RETURNING id),
       participant AS (INSERT INTO call_participants (tenant_id, record_id, name, role)
         SELECT $1, id, '02188886666', 'OUTSIDE_LINE' FROM call),
       offer AS (INSERT INTO call_offers (tenant_id, record_id, account_id, outcome)
         SELECT $1, call.id, member.account_id, 'missed' FROM call, member),
       handed AS (INSERT INTO call_transfers (tenant_id, record_id, from_name, mode, status)
         SELECT $1, id, 'x', 'BLIND', 'HANDED_OVER' FROM call),
       discussed AS (INSERT INTO work_order_events (tenant_id, work_order_id, actor_id, kind, body)
         SELECT $1, w.id, member.account_id, 'comment', 'x' FROM work_orders w, member WHERE w.tenant_id = $1 LIMIT 1),
       order_category AS (INSERT INTO work_order_categories (tenant_id, name, resolve_within_hours)
         VALUES ($1, 'x', 1)),
       category AS (INSERT INTO knowledge_categories (tenant_id, name) VALUES ($1, 'isolation') RETURNING id),
       article AS (INSERT INTO knowledge_articles (tenant_id, title, category_id)
         SELECT $1, 'isolation', id FROM category RETURNING id),
       published AS (INSERT INTO knowledge_published (article_id, tenant_id, version, title, body_html, body_text,
           search_vector, similar_text)
         SELECT id, $1, 1, 'isolation', '', '', to_tsvector('simple', 'isolation'), 'isolation' FROM article),
       logged AS (INSERT INTO knowledge_versions (tenant_id, article_id, version, action, title, body_html)
         SELECT $1, id, 1, 'created', 'isolation', '' FROM article)
       INSERT INTO call_invitations (tenant_id, record_id, from_account_id, to_account_id, content)
       SELECT $1, call.id, member.account_id, member.account_id, 'x' FROM call, member`,
      [tenantId],
    )
  }
  const rows = await ownerQuery<{ table_name: string }>(
    t.store,
    `SELECT c.relname AS table_name FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p') ORDER BY 1`,
  )
  tenantTables = rows.map((row) => row.table_name)
})
afterAll(() => t.close())

// Tables the app may only append to and read (the agents' state log, 0018; invite codes, 0024; the audit trail,
// 0026, which holds the supervisors' acts since 0036; a work order's history, 0059; a knowledge article's log,
// 0060): isolation there is the read alone.
const APPEND_ONLY_TABLES = [
  'agent_state_intervals',
  'invite_codes',
  'audit_events',
  'work_order_events',
  'knowledge_versions',
]

const countOf = async (table: string, column: string, tenantId: string) =>
  (
    await ownerQuery<{ n: number }>(t.store, `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [
      tenantId,
    ])
  )[0]?.n

describe('row-level security', () => {
  it('runs requests as a role that owns no table and cannot bypass it', async () => {
    const { rows } = await t.store.db.query(
      `SELECT current_user AS role, r.rolsuper, r.rolbypassrls,
              (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned
       FROM pg_roles r WHERE r.rolname = current_user`,
    )
    expect(rows[0]).toEqual({ role: APP_ROLE, rolsuper: false, rolbypassrls: false, owned: 0 })
  })

  it('enables and forces a policy on every table with a tenant_id column', async () => {
    expect(tenantTables).toEqual(
      expect.arrayContaining(['roles', 'role_permissions', 'tenant_members', 'menu_resources', 'sessions']),
    )
    const rows = await ownerQuery<{
      relname: string
      relrowsecurity: boolean
      relforcerowsecurity: boolean
      policies: number
    }>(
      t.store,
      `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
              (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       WHERE c.relname = ANY ($1) OR c.relname IN ('tenants', 'staff_accounts')`,
      [tenantTables],
    )
    expect(rows).toHaveLength(tenantTables.length + 2)
    for (const row of rows) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true })
      expect(row.policies, row.relname).toBeGreaterThan(0)
    }
  })

  it('with tenant A set, reads, updates and deletes nothing of tenant B in any tenant-owned table', async () => {
    for (const table of tenantTables) {
      const before = await countOf(table, 'tenant_id', secondId)
      expect(before, `${table} has rows of tenant B`).toBeGreaterThan(0)
      await t.store.db.withTenant(demoId, async (tx) => {
        const read = await tx.query(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [
          secondId,
        ])
        expect(read.rows[0].n, `${table} read`).toBe(0)
        if (APPEND_ONLY_TABLES.includes(table)) return
        const updated = await tx.query(`UPDATE ${table} SET tenant_id = tenant_id WHERE tenant_id = $1`, [
          secondId,
        ])
        expect(updated.rowCount, `${table} update`).toBe(0)
        const deleted = await tx.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [secondId])
        expect(deleted.rowCount, `${table} delete`).toBe(0)
      })
      expect(await countOf(table, 'tenant_id', secondId), `${table} unchanged`).toBe(before)
    }
  })

  it('lets requests neither update nor delete an append-only log, even their own rows', async () => {
    for (const table of APPEND_ONLY_TABLES)
      for (const statement of [`UPDATE ${table} SET tenant_id = tenant_id`, `DELETE FROM ${table}`])
        await expect(t.store.db.withTenant(demoId, (tx) => tx.query(statement))).rejects.toThrow(
          /permission denied/,
        )
  })

  it('shows a tenant only its own tenant row and its own members accounts', async () => {
    await t.store.db.withTenant(demoId, async (tx) => {
      const tenants = await tx.query('SELECT id FROM tenants')
      expect(tenants.rows.map((row) => row.id)).toEqual([demoId])
      const accounts = await tx.query('SELECT email FROM staff_accounts')
      expect(accounts.rows.length).toBeGreaterThan(0)
    })
    const secondOnly = await t.store.db.withTenant(secondId, (tx) =>
      tx.query('SELECT email FROM staff_accounts'),
    )
    expect(secondOnly.rows.map((row) => row.email)).toEqual(['multi@demo.com'])
  })

  it('refuses to write a row into another tenant', async () => {
    const attempt = t.store.db.withTenant(demoId, (tx) =>
      tx.query(`INSERT INTO roles (tenant_id, code, name) VALUES ($1, 'intruder', 'x')`, [secondId]),
    )
    await expect(attempt).rejects.toThrow(/row-level security/)
  })

  it('sees no tenant-owned row at all when no tenant is set', async () => {
    for (const table of [...tenantTables, 'tenants', 'staff_accounts']) {
      const { rows } = await t.store.db.query(`SELECT count(*)::int AS n FROM ${table}`)
      expect(rows[0].n, table).toBe(0)
    }
  })
})
