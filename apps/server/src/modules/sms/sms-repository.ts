import type { SentSms, SmsTemplate } from '@portal/contract'
import { NO_SMS_SIGNATURE } from '@portal/contract'
import type { Queryable } from '../../db/database'

type TemplateRow = {
  id: string
  name: string
  content: string
  signature_id: string | null
  sign_name: string | null
}

const toTemplate = (row: TemplateRow): SmsTemplate => ({
  id: Number(row.id),
  formName: row.name,
  formContent: row.content,
  signManageId: row.signature_id === null ? NO_SMS_SIGNATURE : Number(row.signature_id),
  signInfo: row.sign_name ?? '',
})

const TEMPLATE_SELECT = `SELECT t.id, t.name, t.content, t.signature_id, s.name AS sign_name
  FROM sms_templates t LEFT JOIN sms_signatures s ON s.id = t.signature_id AND s.tenant_id = t.tenant_id`

/** The current tenant's templates, in their order (row-level security keeps other tenants' out). */
export async function listSmsTemplates(tx: Queryable): Promise<SmsTemplate[]> {
  const { rows } = await tx.query<TemplateRow>(`${TEMPLATE_SELECT} ORDER BY t.position, t.id`)
  return rows.map(toTemplate)
}

/** One template of the current tenant, or null (another tenant's reads as missing). */
export async function findSmsTemplate(tx: Queryable, id: number): Promise<SmsTemplate | null> {
  const { rows } = await tx.query<TemplateRow>(`${TEMPLATE_SELECT} WHERE t.id = $1`, [id])
  return rows[0] ? toTemplate(rows[0]) : null
}

/** The current tenant's signatures. */
export async function listSmsSignatures(tx: Queryable): Promise<{ id: number; name: string }[]> {
  const { rows } = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM sms_signatures ORDER BY id',
  )
  return rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

/** A customer's own number, or null when the current tenant may not see the customer. */
export async function findCustomerPhone(tx: Queryable, customerId: string): Promise<string | null> {
  const { rows } = await tx.query<{ phone: string }>('SELECT phone FROM customers WHERE id = $1', [
    customerId,
  ])
  return rows[0]?.phone ?? null
}

/** The current tenant's multi-language switch, which decides the phone rule and the segment lengths. */
export async function isTenantMultiLanguage(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ on: boolean }>(
    'SELECT language_switch_enabled AS on FROM tenants WHERE id = current_tenant_id()',
  )
  return rows[0]?.on ?? false
}

type SentRow = {
  id: string
  recipient: string
  body: string | null
  segments: number
  status: SentSms['status']
  customer_id: string | null
  number_from_record: boolean
  created_at: Date
  delivered_at: Date | null
}

/**
 * The account's own single SMS in the current tenant, newest first; `numberFromRecord` when the number was not
 * typed but read from a customer's or a call's record, so the sender may see it only masked.
 */
export async function listSentSms(
  tx: Queryable,
  accountId: string,
  limit = 100,
): Promise<(SentSms & { numberFromRecord: boolean })[]> {
  const { rows } = await tx.query<SentRow>(
    `SELECT id, recipient, body, segments, status, customer_id, created_at, delivered_at,
            customer_id IS NOT NULL OR call_record_id IS NOT NULL AS number_from_record
     FROM sms_messages
     WHERE sender_account_id = $1 AND purpose = 'single' ORDER BY created_at DESC, id LIMIT $2`,
    [accountId, limit],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    content: row.body ?? '',
    segments: row.segments,
    status: row.status,
    customerId: row.customer_id,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    numberFromRecord: row.number_from_record,
  }))
}
