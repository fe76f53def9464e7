import type { CtiChange } from '../state/cti-change'
import { softphoneUser } from '../state/softphone-repository'
import { consultingAgentOf } from '../state/transfer-repository'

/**
 * Whether a SIP call reaching the agent is the second call of a consult they are asked into: placed by the
 * consulting agent's softphone (its From is their SIP user). It is no call of the agent's own: the consult's
 * commands answer or end it, so it is neither placed as an inbound call nor refused as one.
 * @example await isConsultLeg(change, accountId, 'demo.agent01')
 */
export async function isConsultLeg(change: CtiChange, accountId: string, from: string): Promise<boolean> {
  const consultingId = await consultingAgentOf(change.tx, accountId)
  if (!consultingId) return false
  return (await softphoneUser(change.tx, consultingId))?.user === from
}
