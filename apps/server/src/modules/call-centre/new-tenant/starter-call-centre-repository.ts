import { DEFAULT_CALL_CENTRE_SETTINGS, type IvrDefinition, type Locale } from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** The new tenant's name and language, which name its starter call centre. */
export async function tenantNameAndLocale(tx: Queryable): Promise<{ name: string; locale: Locale }> {
  const { rows } = await tx.query<{ name: string; default_locale: Locale }>(
    'SELECT name, default_locale FROM tenants WHERE id = current_tenant_id()',
  )
  return { name: rows[0]?.name ?? '', locale: rows[0]?.default_locale ?? 'zh-CN' }
}

/** The tenant's settings row: the contract's defaults, on the built-in simulator. */
export async function insertSimulatorSettings(tx: Queryable): Promise<void> {
  const defaults = DEFAULT_CALL_CENTRE_SETTINGS
  await tx.query(
    `INSERT INTO cti_settings (tenant_id, ring_timeout_seconds, acw_seconds, acw_extension_seconds,
       rest_limit_seconds, auto_answer, enable_incoming_call_popup, network)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6, 'simulator')`,
    [
      defaults.ringTimeoutSeconds,
      defaults.acwSeconds,
      defaults.acwExtensionSeconds,
      defaults.restLimitSeconds,
      defaults.autoAnswer,
      defaults.enableIncomingCallPopup,
    ],
  )
}

/** A skill group holding one member. @returns its id */
export async function insertSkillGroupWith(tx: Queryable, name: string, accountId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO skill_groups (tenant_id, name) VALUES (current_tenant_id(), $1) RETURNING id::text',
    [name],
  )
  const id = rows[0]?.id ?? ''
  await tx.query(
    'INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id) VALUES (current_tenant_id(), $1, $2)',
    [id, accountId],
  )
  return id
}

/** @returns the new flow's id */
export async function insertIvrFlow(tx: Queryable, name: string, definition: IvrDefinition): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO ivr_flows (tenant_id, name, definition) VALUES (current_tenant_id(), $1, $2) RETURNING id::text',
    [name, JSON.stringify(definition)],
  )
  return rows[0]?.id ?? ''
}

/** A number routed to an IVR flow and listed as a skill group's default outbound number. */
export async function insertIvrNumber(
  tx: Queryable,
  number: { number: string; name: string; ivrId: string; outboundOf: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO did_numbers (tenant_id, number, name, position, route_kind, ivr_id)
     VALUES (current_tenant_id(), $1, $2, 0, 'IVR', $3)`,
    [number.number, number.name, number.ivrId],
  )
  await tx.query(
    `INSERT INTO skill_group_numbers (tenant_id, skill_group_id, number, is_default)
     VALUES (current_tenant_id(), $1, $2, true)`,
    [number.outboundOf, number.number],
  )
}
