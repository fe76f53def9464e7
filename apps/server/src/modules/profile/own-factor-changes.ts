import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { recordAudit } from '../audit/audit-trail'
import { loadProfileRow } from './profile-repository'
import { deleteRecoveryCodes, loadFactors } from './second-factor-repository'
import { keepRequiredFactor } from './second-factor-service'

/** What an authenticator app shows beside the code: the account's e-mail, else its employee number. */
export async function totpLabel(tx: Queryable, accountId: string): Promise<string> {
  const row = await loadProfileRow(tx, accountId)
  return row?.email ?? row?.employee_no ?? row?.name ?? ''
}

/** Each change to one's factors goes into the tenant's trail, never with a secret. */
export const auditFactor = (
  tx: Queryable,
  request: FastifyRequest,
  verb: 'create' | 'delete',
  name: string,
) =>
  recordAudit(tx, request, {
    action: `secondFactor.${verb}`,
    targetType: 'secondFactor',
    targetId: request.session?.accountId ?? null,
    targetName: name,
  })

/**
 * After the last strong factor is gone the recovery codes go too (they would stand in for nothing), unless the
 * role requires a factor, which refuses the removal.
 */
export async function afterFactorRemoved(tx: Queryable, accountId: string) {
  await keepRequiredFactor(tx, accountId)
  const factors = await loadFactors(tx, accountId)
  if (!factors.totpSecret && factors.passkeys.length === 0) await deleteRecoveryCodes(tx, accountId)
}
