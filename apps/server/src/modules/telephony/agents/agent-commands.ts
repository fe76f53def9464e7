import {
  AGENT_CHOSEN_STATUSES,
  acwSeconds,
  agentPhonePattern,
  sipHost,
  type AgentStatusChoice,
  type SignModel,
} from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { isVideoOnline, lockPhoneAndVideo } from '../../channel-presence/channel-presence-repository'
import { countOtherSignedInAgents, type AgentRecord } from '../state/agent-repository'
import { lacksWrapUpCode, setAcwDurationIfUnset } from '../state/call-repository'
import { offerQueuedCallTo } from '../routing/call-routing'
import {
  hasNumberInService,
  isInAnySkillGroup,
  isRestReason,
  memberPhone,
} from '../state/telephony-directory-repository'
import type { CtiChange } from '../state/cti-change'

const failure = (
  reason:
    | 'telephony.noCloudCallCentre'
    | 'callCentre.signIn.notInSkillGroup'
    | 'callCentre.signIn.noNumber'
    | 'callCentre.signIn.modeNotAllowed'
    | 'telephony.seatLimit'
    | 'telephony.invalidPhone'
    | 'telephony.phoneAndVideo',
) => new AppError('FAILURE', reason, 409)

/**
 * Whether this process reaches the tenant's SIP server: it has one (its configuration) and it is the one the tenant
 * named (a tenant that named none takes the portal's).
 */
const reachesSipServer = (portalSipServer: string | null, tenantSipAddress: string | null) =>
  portalSipServer !== null &&
  (tenantSipAddress === null || sipHost(tenantSipAddress) === sipHost(portalSipServer))

/**
 * The agent signs in to take calls (§4 sign-in modes), refused with the one reason that holds (§8's possible
 * reasons made precise): the tenant has no call centre, the agent's video is online (phone and video cannot both
 * be signed in), the agent is in no skill group, the tenant has no number in service, the mode is not one the
 * tenant allows, the softphone's SIP server is out of this process's reach (network fault), the mobile does not
 * match, or every seat is taken.
 * @param portalSipServer the SIP server this process's softphones register with (its configuration), if any
 */
export async function signIn(
  change: CtiChange,
  accountId: string,
  request: { signModel: SignModel; phone?: string },
  portalSipServer: string | null = null,
) {
  const { settings, tx } = change
  const agent = await change.agent(accountId)
  if (agent.signedIn) return
  if (!settings.hasCallCentre) throw failure('telephony.noCloudCallCentre')
  await lockPhoneAndVideo(tx, accountId)
  if (await isVideoOnline(tx, accountId)) throw failure('telephony.phoneAndVideo')
  if (!(await isInAnySkillGroup(tx, accountId))) throw failure('callCentre.signIn.notInSkillGroup')
  if (!(await hasNumberInService(tx))) throw failure('callCentre.signIn.noNumber')
  if (!settings.signModels.includes(request.signModel)) throw failure('callCentre.signIn.modeNotAllowed')
  if (
    request.signModel === 'SIPPHONE' &&
    settings.network === 'sip' &&
    !reachesSipServer(portalSipServer, settings.sipAddress)
  )
    throw new AppError('FAILURE', 'callCentre.signIn.networkFault', 409, {
      params: { server: settings.sipAddress ?? '' },
    })
  const pattern = agentPhonePattern(settings.agentPhonePattern)
  const mobile =
    request.signModel === 'OUTPHONE' ? (request.phone ?? (await memberPhone(tx, accountId)) ?? '') : null
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
  // Mandatory after-call work owing its wrap-up code is not ended by a choice: the choice waits for its end.
  const afterCall = (request.afterCall ?? false) || (await owesWrapUpCode(change, before))
  const endsAfterCallWork = isInAfterCallWork(before) && !afterCall
  // A choice made during after-call work ends it, as 结束话后 does: its length is kept and the call leaves the widget.
  if (endsAfterCallWork) await keepAfterCallWorkLength(change, before)
  const agent = await change.apply(
    accountId,
    {
      type: 'choose',
      choice: { status: request.status, restReason },
      afterCall,
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

/** Whether the agent is in mandatory after-call work (it has no end time) whose call has no wrap-up code yet. */
async function owesWrapUpCode(change: CtiChange, agent: AgentRecord) {
  if (!isInAfterCallWork(agent) || agent.acwEndsAt || !agent.currentCallId) return false
  return lacksWrapUpCode(change.tx, agent.currentCallId)
}

/**
 * After-call work ends now (then the agent may get the next call; mandatory work only with a wrap-up code) or is
 * extended (time-boxed work only).
 */
export async function changeAfterCallWork(change: CtiChange, accountId: string, action: 'end' | 'extend') {
  if (action === 'extend') {
    await change.apply(accountId, { type: 'acwExtend' })
    return
  }
  if (await owesWrapUpCode(change, await change.agent(accountId)))
    throw new AppError('FAILURE', 'telephony.wrapUpRequired', 409)
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
