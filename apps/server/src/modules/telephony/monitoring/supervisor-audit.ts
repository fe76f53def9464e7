import type { FastifyRequest } from 'fastify'
import type { MessageKey } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { AppError } from '../../../lib/app-error'
import { recordAudit, type AuditChange } from '../../audit/audit-trail'

/** Writes a supervisor's act into the tenant's audit trail, in the transaction of the act. */
export type SupervisorAudit = (tx: Queryable, entry: AuditChange) => Promise<void>

/**
 * A supervisor's act refused because its agent or call is outside their skill groups: the act changes nothing,
 * and the refusal is kept in the audit trail (in a transaction of its own, since the act's rolls back).
 */
export class OutOfScopeRefusal extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly audit: AuditChange,
  ) {
    super('FAILURE', messageKey, 404)
  }
}

/**
 * Runs a supervisor's command for a request: its acts go to the audit trail with it, and a refusal of its scope
 * is recorded before it is answered.
 * @example auditedSupervisorCommand(request, (audit) => ctiCommand(request, (change, id) => joinCall(change, audit, id, callId)))
 */
export async function auditedSupervisorCommand<T>(
  request: FastifyRequest,
  command: (audit: SupervisorAudit) => Promise<T>,
): Promise<T> {
  try {
    return await command((tx, entry) => recordAudit(tx, request, entry))
  } catch (error) {
    if (error instanceof OutOfScopeRefusal)
      await request.withTenant((tx) => recordAudit(tx, request, error.audit))
    throw error
  }
}
