import type { FastifyRequest } from 'fastify'
import type { CtiState } from '@portal/contract'
import { ensureAgentRows } from './agent-repository'
import { changeCti, type CtiChange } from './cti-change'
import { readCtiStates } from './cti-state-repository'

/**
 * A command of the signed-in agent: the change runs in their tenant, and the answer is their new CTI state (the
 * same their other tabs get pushed).
 * @example return ctiCommand(request, (change, accountId) => signOut(change, accountId))
 */
export async function ctiCommand(
  request: FastifyRequest,
  work: (change: CtiChange, accountId: string) => Promise<unknown>,
): Promise<CtiState> {
  const { tenantId = '', accountId = '' } = request.session ?? {}
  const { state } = await changeCti(request.server, tenantId, accountId, (change) => work(change, accountId))
  if (!state) throw new Error('the CTI state of the caller was not read')
  return state
}

/** The caller's CTI state, read without changing anything (a page's first look, a reload). */
export async function readOwnState(request: FastifyRequest): Promise<CtiState> {
  const accountId = request.session?.accountId ?? ''
  const states = await request.withTenant(async (tx) => {
    await ensureAgentRows(tx, [accountId])
    return readCtiStates(tx, [accountId])
  })
  const state = states.get(accountId)
  if (!state) throw new Error('the CTI state of the caller was not read')
  return state
}
