import { NO_TEMPLATE_SIGNATURE, type nameOnlyFormSchema, type smsTemplateFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import type { ReferenceTable } from '../../db/reference-table-repository'

/** The tenant's SMS templates as the reference-data page administers them; -1 is no signature. */
export const SMS_TEMPLATE_TABLE: ReferenceTable<z.output<typeof smsTemplateFormSchema>> = {
  table: 'sms_templates',
  idColumn: 'id',
  select: {
    name: 't.name',
    content: 't.content',
    signManageId: `coalesce(t.signature_id, ${NO_TEMPLATE_SIGNATURE})::int`,
    signName: `coalesce((SELECT s.name FROM sms_signatures s WHERE s.id = t.signature_id), '')`,
  },
  write: (form) => ({
    name: form.name,
    content: form.content,
    signature_id: form.signManageId === NO_TEMPLATE_SIGNATURE ? null : form.signManageId,
  }),
  positionColumn: 'position',
  orderBy: 't.position, t.id',
}

export const SMS_SIGNATURE_TABLE: ReferenceTable<z.output<typeof nameOnlyFormSchema>> = {
  table: 'sms_signatures',
  idColumn: 'id',
  select: { name: 't.name' },
  write: (form) => ({ name: form.name }),
  orderBy: 't.id',
}

/** Whether the signature is the current tenant's. */
export async function isTenantSmsSignature(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM sms_signatures WHERE id = $1', [id])
  return rows.length > 0
}

/** How many of the current tenant's templates sign with the signature. */
export async function countSignatureTemplates(tx: Queryable, id: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sms_templates WHERE signature_id::text = $1',
    [id],
  )
  return rows[0]?.count ?? 0
}
