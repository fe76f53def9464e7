import type { Viewer } from './message-viewer'
import type { SqlParams } from '../../lib/sql-params'

/**
 * The one rule for which messages (alias `m`) a viewer sees: the current tenant's (row-level security, repeated
 * here for the index), delivered, not withdrawn, addressed to the whole tenant, to the viewer's account or to
 * the viewer's role, and of a category the viewer's codes allow.
 * @example `SELECT m.id FROM messages m WHERE ${visibleTo(viewer, params)}`
 */
export function visibleTo(viewer: Viewer, params: SqlParams): string {
  const account = params.add(viewer.accountId)
  const types = params.add(viewer.types)
  return `(m.tenant_id = current_tenant_id() AND m.delivery_seq IS NOT NULL AND m.withdrawn_at IS NULL
    AND m.message_type = ANY (${types}::smallint[])
    AND ((m.audience_account_id IS NULL AND m.audience_role_ids IS NULL)
      OR m.audience_account_id = ${account}::uuid
      OR m.audience_role_ids && ARRAY(SELECT tm.role_id FROM tenant_members tm WHERE tm.account_id = ${account}::uuid)))`
}
