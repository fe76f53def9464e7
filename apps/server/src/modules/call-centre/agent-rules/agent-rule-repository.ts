import type { AgentRuleForm } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import type { ReferenceTable } from '../../../db/reference-table-repository'

/** Each skill group's agent rules; its popup column holds null for the tenant's switch. */
export const AGENT_RULE_TABLE: ReferenceTable<AgentRuleForm> = {
  table: 'skill_groups',
  idColumn: 'id',
  select: {
    name: 't.name',
    acwMode: 't.acw_mode',
    acwSeconds: 't.acw_seconds',
    wrapUpCodes: "COALESCE(t.wrap_up_codes, '{}')",
    autoAnswer: 't.auto_answer',
    autoAnswerDelaySeconds: 't.auto_answer_delay_seconds',
    incomingCallPopup: `CASE t.incoming_call_popup WHEN true THEN 'ON' WHEN false THEN 'OFF' ELSE 'DEFAULT' END`,
  },
  write: (form) => ({
    acw_mode: form.acwMode,
    acw_seconds: form.acwSeconds,
    wrap_up_codes: [...new Set(form.wrapUpCodes)],
    auto_answer: form.autoAnswer,
    auto_answer_delay_seconds: form.autoAnswerDelaySeconds,
    incoming_call_popup: { DEFAULT: null, ON: true, OFF: false }[form.incomingCallPopup],
  }),
  orderBy: 't.name',
}

/** How many of these codes are the tenant's wrap-up codes. */
export async function countTenantWrapUpCodes(tx: Queryable, codes: readonly string[]): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wrap_up_codes WHERE code = ANY ($1::text[])',
    [[...new Set(codes)]],
  )
  return rows[0]?.n ?? 0
}
