import type pg from 'pg'
import { DEFAULT_SYSTEM_NAME } from '@portal/contract'
import { hashPassword } from '../../modules/accounts/password-hashing'
import { DEMO_ACCOUNTS, demoAccountFlags } from './demo-accounts'
import { hasTenants } from './has-tenants'
import { writeTenantTemplate } from '../../modules/tenants/tenant-template-repository'
import { demoTenants } from './demo-tenants'
import { seedDemoWorkOrderCategories, seedDemoWorkOrders } from './demo-work-orders'
import { seedDemoKnowledge } from './demo-knowledge'
import { seedDemoMessages } from './demo-messages'
import { seedDemoRecords } from './demo-records'
import { seedDemoBanners } from './demo-banners'
import { DEMO_CO_CUSTOMERS, SECOND_CO_CUSTOMERS, seedDemoCustomers } from './demo-customers'
import { DEMO_CO_SMS, SECOND_CO_SMS, seedDemoSms } from './demo-sms'
import {
  DEMO_CO_TELEPHONY,
  SECOND_CO_TELEPHONY,
  seedDemoDialOutcomes,
  seedDemoTelephony,
} from './demo-telephony'

/**
 * Writes the demo tenants, roles, menus and accounts when the database has no tenant yet. Runs as the migration
 * user, in one transaction.
 * @returns whether it wrote anything
 */
export async function seedDemoData(owner: pg.ClientBase, now = new Date()): Promise<boolean> {
  if (await hasTenants(owner)) return false
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)))
  await owner.query('BEGIN')
  try {
    // Another process may have seeded while this one hashed: the lock makes the second look see it.
    await owner.query('LOCK TABLE tenants IN EXCLUSIVE MODE')
    if (await hasTenants(owner)) {
      await owner.query('ROLLBACK')
      return false
    }
    const tenantIds = new Map<string, string>()
    const roleIds = new Map<string, string>()
    const accountIds = new Map<string, string>()
    for (const tenant of demoTenants(now)) {
      const tenantId = await insertTenant(owner, tenant)
      tenantIds.set(tenant.code, tenantId)
      for (const [code, roleId] of await writeTenantTemplate(owner, tenantId))
        roleIds.set(`${tenant.code}:${code}`, roleId)
    }
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const isEmail = account.login.includes('@')
      const flags = demoAccountFlags(account)
      const { rows: inserted } = await owner.query<{ id: string }>(
        `INSERT INTO staff_accounts (email, employee_no, phone, name, password_hash, must_change_password,
           second_factor_enabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          isEmail ? account.login : null,
          isEmail ? null : account.login,
          account.phone,
          account.name,
          hashes[index],
          flags.mustChangePassword,
          flags.secondFactor,
        ],
      )
      accountIds.set(account.login, inserted[0]?.id ?? '')
      for (const tenantCode of account.tenants) {
        await owner.query(
          `INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
           VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN NULL ELSE now() END)`,
          [
            tenantIds.get(tenantCode),
            inserted[0]?.id,
            roleIds.get(`${tenantCode}:${account.role}`),
            flags.protocolPending,
          ],
        )
      }
    }
    const demoAssignees = ['admin@demo.com', 'agent01'].map((login) => accountIds.get(login) ?? '')
    await seedDemoWorkOrderCategories(owner, tenantIds.get('demo') ?? '')
    await seedDemoWorkOrders(
      owner,
      tenantIds.get('demo') ?? '',
      { pending: 12, processing: 5, resolved: 8 },
      demoAssignees,
    )
    await seedDemoWorkOrders(owner, tenantIds.get('second') ?? '', { pending: 3 })
    await seedDemoMessages(owner, {
      demo: tenantIds.get('demo') ?? '',
      second: tenantIds.get('second') ?? '',
    })
    await seedDemoRecords(owner, tenantIds.get('demo') ?? '', demoAssignees, { open: 4, closed: 2 })
    await seedDemoRecords(owner, tenantIds.get('second') ?? '', [accountIds.get('multi@demo.com') ?? ''], {
      open: 1,
      closed: 1,
    })
    await seedDemoBanners(owner, tenantIds.get('demo') ?? '', accountIds.get('admin@demo.com') ?? '')
    await seedDemoBanners(owner, tenantIds.get('second') ?? '', accountIds.get('multi@demo.com') ?? '', 1)
    await seedDemoTelephony(owner, tenantIds.get('demo') ?? '', accountIds, DEMO_CO_TELEPHONY)
    await seedDemoTelephony(owner, tenantIds.get('second') ?? '', accountIds, SECOND_CO_TELEPHONY)
    await seedDemoCustomers(owner, tenantIds.get('demo') ?? '', accountIds, DEMO_CO_CUSTOMERS)
    await seedDemoCustomers(owner, tenantIds.get('second') ?? '', accountIds, SECOND_CO_CUSTOMERS)
    await seedDemoDialOutcomes(owner, tenantIds.get('demo') ?? '', accountIds.get('agent01') ?? '')
    await seedDemoSms(owner, tenantIds.get('demo') ?? '', DEMO_CO_SMS)
    await seedDemoSms(owner, tenantIds.get('second') ?? '', SECOND_CO_SMS)
    await seedDemoKnowledge(owner, tenantIds.get('demo') ?? '', accountIds.get('admin@demo.com') ?? '')
    await owner.query('COMMIT')
    return true
  } catch (error) {
    await owner.query('ROLLBACK')
    throw error
  }
}

async function insertTenant(
  owner: pg.ClientBase,
  tenant: ReturnType<typeof demoTenants>[number],
): Promise<string> {
  const { rows } = await owner.query<{ id: string }>(
    `INSERT INTO tenants (code, name, name_en, is_platform_default, brand, locales, default_locale,
       sms_login_enabled, language_switch_enabled, protocol_required, register_time, grant_time, expire_time,
       user_limit, speech_seat_limit, online_staff_limit, ai_seats, call_in_seats, product_modules)
     VALUES ($1, $2, $3, $4, $5, $6, 'zh-CN', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      tenant.code,
      tenant.name,
      tenant.nameEn,
      tenant.isPlatformDefault,
      JSON.stringify({ brandName: tenant.name, siteName: DEFAULT_SYSTEM_NAME, backgroundColor: '#1f4e8c' }),
      tenant.locales,
      tenant.smsLoginEnabled,
      tenant.languageSwitchEnabled,
      tenant.protocolRequired,
      tenant.registerTime,
      tenant.grantTime,
      tenant.expireTime,
      tenant.limits.users,
      tenant.limits.speechSeats,
      tenant.limits.onlineStaff,
      tenant.limits.aiSeats,
      tenant.limits.callInSeats,
      tenant.productModules,
    ],
  )
  const id = rows[0]?.id
  if (!id) throw new Error(`Tenant ${tenant.code} was not created`)
  return id
}
