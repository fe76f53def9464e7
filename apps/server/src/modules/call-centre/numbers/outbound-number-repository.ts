import type { OutboundNumbersForm, SkillGroupNumbers } from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** Every skill group with the numbers its agents may call out from (in the tenant's order) and its default. */
export async function listSkillGroupNumbers(
  tx: Queryable,
  skillGroupId?: string,
): Promise<SkillGroupNumbers[]> {
  const { rows } = await tx.query<{
    id: string
    name: string
    numbers: string[]
    default_number: string | null
  }>(
    `SELECT g.id::text, g.name,
       COALESCE(array_agg(n.number ORDER BY d.position, n.number) FILTER (WHERE n.number IS NOT NULL), '{}') AS numbers,
       max(n.number) FILTER (WHERE n.is_default) AS default_number
     FROM skill_groups g
     LEFT JOIN skill_group_numbers n ON n.skill_group_id = g.id
     LEFT JOIN did_numbers d ON d.number = n.number
     WHERE $1::text IS NULL OR g.id::text = $1
     GROUP BY g.id, g.name ORDER BY g.name`,
    [skillGroupId ?? null],
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    numbers: row.numbers,
    defaultNumber: row.default_number,
  }))
}

/** Which of the numbers are not the tenant's active ones: unknown, or retired. */
export async function unusableNumbers(
  tx: Queryable,
  numbers: readonly string[],
): Promise<{ unknown: string[]; retired: string[] }> {
  const { rows } = await tx.query<{ number: string; retired: boolean }>(
    'SELECT number, retired_at IS NOT NULL AS retired FROM did_numbers WHERE number = ANY ($1::text[])',
    [numbers],
  )
  const known = new Map(rows.map((row) => [row.number, row.retired]))
  return {
    unknown: numbers.filter((number) => !known.has(number)),
    retired: numbers.filter((number) => known.get(number) === true),
  }
}

/** Replaces a skill group's outbound numbers and its default. */
export async function replaceOutboundNumbers(
  tx: Queryable,
  skillGroupId: string,
  form: OutboundNumbersForm,
): Promise<void> {
  await tx.query('DELETE FROM skill_group_numbers WHERE skill_group_id = $1', [skillGroupId])
  await tx.query(
    `INSERT INTO skill_group_numbers (tenant_id, skill_group_id, number, is_default)
     SELECT current_tenant_id(), $1, number, number = $3 FROM unnest($2::text[]) AS number`,
    [skillGroupId, [...new Set(form.numbers)], form.defaultNumber],
  )
}
