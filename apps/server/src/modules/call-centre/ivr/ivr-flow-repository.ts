import type { IvrDefinition, IvrFlow, IvrFlowForm, IvrFlowItem, IvrSkillGroupOption } from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** The tenant's IVR flows (`ivr_flows`, one checked document each) and the numbers that route to them. */

type FlowRow = { id: string; name: string; definition: IvrDefinition; updated_at: Date }

const toFlow = (row: FlowRow): IvrFlow => ({
  id: row.id,
  name: row.name,
  definition: row.definition,
  updatedAt: row.updated_at.toISOString(),
})

export async function listIvrFlows(tx: Queryable): Promise<IvrFlowItem[]> {
  const { rows } = await tx.query<{ id: string; name: string; updated_at: Date; numbers: string[] }>(
    `SELECT f.id, f.name, f.updated_at,
       COALESCE(array_agg(d.number ORDER BY d.position, d.number) FILTER (WHERE d.number IS NOT NULL), '{}') AS numbers
     FROM ivr_flows f
     LEFT JOIN did_numbers d ON d.ivr_id = f.id AND d.route_kind = 'IVR' AND d.retired_at IS NULL
     GROUP BY f.id ORDER BY f.name`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    updatedAt: row.updated_at.toISOString(),
    numbers: row.numbers,
  }))
}

/** A flow by id (any text may be asked about: it is never cast); undefined when the tenant has none such. */
export async function findIvrFlow(tx: Queryable, id: string): Promise<IvrFlow | undefined> {
  const { rows } = await tx.query<FlowRow>('SELECT * FROM ivr_flows WHERE id::text = $1', [id])
  return rows[0] && toFlow(rows[0])
}

export async function insertIvrFlow(tx: Queryable, form: IvrFlowForm): Promise<IvrFlow> {
  const { rows } = await tx.query<FlowRow>(
    `INSERT INTO ivr_flows (tenant_id, name, definition) VALUES (current_tenant_id(), $1, $2) RETURNING *`,
    [form.name, JSON.stringify(form.definition)],
  )
  return toFlow(rows[0] as FlowRow)
}

export async function updateIvrFlow(
  tx: Queryable,
  id: string,
  form: IvrFlowForm,
): Promise<IvrFlow | undefined> {
  const { rows } = await tx.query<FlowRow>(
    `UPDATE ivr_flows SET name = $2, definition = $3, updated_at = now() WHERE id::text = $1 RETURNING *`,
    [id, form.name, JSON.stringify(form.definition)],
  )
  return rows[0] && toFlow(rows[0])
}

export async function deleteIvrFlow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM ivr_flows WHERE id::text = $1', [id])
}

/** The numbers routed to a flow (a retired one keeps its route for its history, and counts too). */
export async function numbersRoutedTo(tx: Queryable, id: string): Promise<string[]> {
  const { rows } = await tx.query<{ number: string }>(
    `SELECT number FROM did_numbers WHERE ivr_id::text = $1 AND route_kind = 'IVR' ORDER BY position, number`,
    [id],
  )
  return rows.map((row) => row.number)
}

/** The tenant's skill groups, the queues a key may lead to. */
export async function skillGroupOptions(tx: Queryable): Promise<IvrSkillGroupOption[]> {
  const { rows } = await tx.query<IvrSkillGroupOption>('SELECT id, name FROM skill_groups ORDER BY name')
  return rows
}
