import {
  AGENT_CHOSEN_STATUSES,
  acwSeconds,
  agentPhonePattern,
  type AgentStatusChoice,
  type SignModel,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { isVideoOnline, lockPhoneAndVideo } from '../channel-presence/channel-presence-repository'
import { countOtherSignedInAgents, type AgentRecord } from './agent-repository'
import { setAcwDurationIfUnset } from './call-repository'
import { offerQueuedCallTo } from './call-routing'
import { isInAnySkillGroup, isRestReason } from './telephony-directory-repository'
import type { CtiChange } from './cti-change'

const failure = (
  reason:
    | 'telephony.noCloudCallCentre'
    | 'telephony.noCallPermission'
    | 'telephony.seatLimit'
    | 'telephony.invalidPhone'
    | 'telephony.actionNotAllowed'
    | 'telephony.phoneAndVideo',
) => new AppError('FAILURE', reason, 409)

/**
 * The agent signs in to take calls (§4 sign-in modes): refused when the tenant has no call centre, the agent is in
 * no skill group, the sign model is not the tenant's, the mobile does not match, every seat is taken,
 * or the agent's video is online (§8: phone and video cannot both be signed in).
 */
export async function signIn(
  change: CtiChange,
  accountId: string,
  request: { signModel: SignModel; phone?: string },
) {
  const { settings, tx } = change
  const agent = await change.agent(accountId)
  if (agent.signedIn) return
  if (!settings.hasCallCentre) throw failure('telephony.noCloudCallCentre')
  await lockPhoneAndVideo(tx, accountId)
  if (await isVideoOnline(tx, accountId)) throw failure('telephony.phoneAndVideo')
  if (!(await isInAnySkillGroup(tx, accountId))) throw failure('telephony.noCallPermission')
  if (!settings.signModels.includes(request.signModel)) throw failure('telephony.actionNotAllowed')
  const pattern = agentPhonePattern(settings.agentPhonePattern)
  const mobile = request.signModel === 'OUTPHONE' ? (request.phone ?? '') : null
  if (mobile !== null && !pattern.test(mobile)) throw failure('telephony.invalidPhone')
  if (settings.seatLimit !== null && (await countOtherSignedInAgents(tx, accountId)) >= settings.seatLimit)
    throw failure('telephony.seatLimit')
  await change.apply(accountId, { type: 'signIn', signModel: request.signModel, mobile })
}

export async function signOut(change: CtiChange, accountId: string) {
  await change.apply(accountId, { type: 'signOut' })
}

/**
 * The switcher's choice (§3): READY offers the agent the longest-waiting call of their groups at once; a rest
 * names one of the tenant's rest reasons; during a call (or with `afterCall`) it waits for the call to end.
 */
export async function chooseStatus(
  change: CtiChange,
  accountId: string,
  request: AgentStatusChoice & { afterCall?: boolean; bySupervisor?: boolean },
) {
  const restReason = request.status === AGENT_CHOSEN_STATUSES.SLEEP ? (request.restReason ?? null) : null
  if (restReason !== null) {
    if (!(await isRestReason(change.tx, restReason)))
      throw new AppError('FAILURE', 'telephony.unknownRestReason', 400)
  }
  const before = await change.agent(accountId)
  const endsAfterCallWork = isInAfterCallWork(before) && !request.afterCall
  // A choice made during after-call work ends it, as 结束话后 does: its length is kept and the call leaves the widget.
  if (endsAfterCallWork) await keepAfterCallWorkLength(change, before)
  const agent = await change.apply(
    accountId,
    {
      type: 'choose',
      choice: { status: request.status, restReason },
      afterCall: request.afterCall ?? false,
      bySupervisor: request.bySupervisor ?? false,
    },
    endsAfterCallWork ? { currentCallId: null } : {},
  )
  if (agent.systemState === 'READY') await offerQueuedCallTo(change, accountId)
}

const isInAfterCallWork = (agent: AgentRecord) =>
  agent.systemState === 'ACW' || agent.systemState === 'MANUAL_ACW'

/** Keeps the after-call work's length on its record (when the page has not reported it), in whole seconds. */
async function keepAfterCallWorkLength(change: CtiChange, agent: AgentRecord) {
  if (!agent.currentCallId) return
  const elapsed = change.now.getTime() - agent.stateSince.getTime()
  await setAcwDurationIfUnset(change.tx, agent.currentCallId, acwSeconds(elapsed))
}

/** After-call work ends now (then the agent may get the next call) or is extended. */
export async function changeAfterCallWork(change: CtiChange, accountId: string, action: 'end' | 'extend') {
  if (action === 'extend') {
    await change.apply(accountId, { type: 'acwExtend' })
    return
  }
  await endAfterCallWork(change, accountId)
}

/** Ends an agent's after-call work (asked, or its timer) and clears their finished call from their widget. */
export async function endAfterCallWork(change: CtiChange, accountId: string) {
  const agent = await change.agent(accountId)
  if (!isInAfterCallWork(agent)) return
  await keepAfterCallWorkLength(change, agent)
  const after = await change.apply(accountId, { type: 'acwEnd' }, { currentCallId: null })
  if (after.systemState === 'READY') await offerQueuedCallTo(change, accountId)
}
