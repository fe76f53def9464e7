import {
  DEFAULT_CALL_CENTRE_SETTINGS,
  maskPhone,
  presenceName,
  type AgentSnapshot,
  type CallSnapshot,
  type CtiState,
  type SipDialog,
  type SipReferral,
  type TransferStatus,
  type TelephonyNetwork,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { OPEN_CONSULT } from './transfer-repository'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

// One statement, so that an account's agent, call and invitation come from one snapshot of the database: the
// version read with them is the version of exactly what is shown.
const STATE_SQL = `
SELECT a.account_id, a.version::int AS version, s.name, a.signed_in, a.sign_model, a.mobile, a.chosen_status,
  a.rest_reason, a.system_state, a.state_since, a.acw_ends_at, a.rest_ends_at, a.next_status,
  a.next_rest_reason, a.system_reason, (SELECT network FROM cti_settings n WHERE n.tenant_id = a.tenant_id) AS network,
  to_jsonb(r) AS call, g.name AS skillset_name, g.wrap_up_codes AS group_wrap_up_codes,
  COALESCE(g.incoming_call_popup, (SELECT n.enable_incoming_call_popup FROM cti_settings n
    WHERE n.tenant_id = a.tenant_id)) AS pops_up, to_jsonb(c) AS customer, agent.name AS agent_name,
  COALESCE((SELECT jsonb_agg(jsonb_build_object('accountId', p.account_id, 'name', p.name, 'role', p.role,
      'monitorMode', p.monitor_mode) ORDER BY p.joined_at)
    FROM call_participants p WHERE p.record_id = r.id AND p.left_at IS NULL), '[]') AS participants,
  (SELECT p.monitor_mode FROM call_participants p
    WHERE p.record_id = r.id AND p.account_id = a.account_id AND p.left_at IS NULL
    ORDER BY p.joined_at DESC LIMIT 1) AS my_monitor_mode,
  (SELECT jsonb_build_object('id', i.id, 'callId', ir.call_id, 'fromStaffName', f.name, 'content', i.content)
    FROM call_invitations i JOIN call_records ir ON ir.id = i.record_id
    JOIN staff_accounts f ON f.id = i.from_account_id
    WHERE i.to_account_id = a.account_id AND i.status = 'waiting' ORDER BY i.created_at DESC LIMIT 1) AS invitation,
  (SELECT jsonb_build_object('id', t.id, 'callId', tr.call_id, 'status', t.status,
      'isMine', t.from_account_id = a.account_id, 'fromStaffName', t.from_name, 'toStaffName', t.to_name,
      'failure', CASE WHEN t.status = 'CONSULTING' THEN t.failure END)
    FROM call_transfers t JOIN call_records tr ON tr.id = t.record_id
    WHERE a.account_id IN (t.from_account_id, t.to_account_id) AND t.mode = 'CONSULT'
      AND t.status IN ${OPEN_CONSULT}
    ORDER BY t.created_at DESC LIMIT 1) AS consult,
  (SELECT jsonb_build_object('id', t.id, 'status', t.status, 'failure', t.failure) FROM call_transfers t
    WHERE t.record_id = r.id AND t.mode = 'BLIND' ORDER BY t.created_at DESC LIMIT 1) AS referral
FROM cti_agents a
JOIN staff_accounts s ON s.id = a.account_id
LEFT JOIN call_records r ON r.id = COALESCE(a.current_call_id, a.monitored_call_id)
LEFT JOIN skill_groups g ON g.id = r.skill_group_id
LEFT JOIN customers c ON c.id = r.customer_id
LEFT JOIN staff_accounts agent ON agent.id = r.agent_account_id
WHERE a.account_id = ANY ($1::uuid[])`

type StateRow = {
  account_id: string
  version: number
  name: string
  signed_in: boolean
  sign_model: AgentSnapshot['signModel']
  mobile: string | null
  chosen_status: AgentSnapshot['chosenStatus']
  rest_reason: string | null
  system_state: AgentSnapshot['systemState']
  state_since: Date
  acw_ends_at: Date | null
  rest_ends_at: Date | null
  next_status: AgentSnapshot['chosenStatus'] | null
  next_rest_reason: string | null
  system_reason: string | null
  network: TelephonyNetwork | null
  call: Record<string, string | boolean | null> | null
  skillset_name: string | null
  group_wrap_up_codes: string[] | null
  /** The call's group's popup, else the tenant's; null when neither is set (the contract's default). */
  pops_up: boolean | null
  customer: { id: string; name: string; identity: string; tags: string[] } | null
  agent_name: string | null
  participants: CallSnapshot['participants']
  my_monitor_mode: 'LISTENING' | 'JOINED' | null
  invitation: CtiState['invitation']
  consult: CtiState['consult']
  /** The call's last blind transfer, if any. */
  referral: { id: string; status: TransferStatus; failure: string | null } | null
}

/** The call's blind transfer on a SIP network while the customer is still the agent's: referring, or failed. */
function referralOf({ referral }: StateRow): SipReferral | null {
  if (referral?.status !== 'REFERRING' && referral?.status !== 'FAILED') return null
  return { id: referral.id, status: referral.status, failure: referral.failure }
}

function callOf(row: StateRow): CallSnapshot | null {
  const call = row.call
  if (!call) return null
  const text = (key: string) => (call[key] as string | null) ?? ''
  const time = (key: string) => (call[key] ? new Date(text(key)).toISOString() : null)
  const isWatcher = call.agent_account_id !== row.account_id
  return {
    callId: text('call_id'),
    callType: call.call_type as CallSnapshot['callType'],
    callStatus: call.status as CallSnapshot['callStatus'],
    callRecordId: text('id'),
    phoneNumber: maskPhone(text('phone')),
    phoneNumberAddress: text('attribution'),
    did: text('did'),
    didNumberName: text('did_name'),
    skillsetName: row.skillset_name,
    customer: row.customer
      ? {
          id: row.customer.id,
          name: row.customer.name,
          identity: row.customer.identity,
          tags: row.customer.tags,
        }
      : null,
    outboundTaskId: (call.outbound_task_id as string | null) ?? null,
    startedAt: new Date(text('started_at')).toISOString(),
    answeredAt: time('answered_at'),
    endedAt: time('ended_at'),
    muted: call.muted === true,
    agentAccountId: text('agent_account_id'),
    agentName: row.agent_name ?? '',
    participants: row.participants,
    listening: isWatcher && row.my_monitor_mode === 'LISTENING',
    joining: isWatcher && row.my_monitor_mode === 'JOINED',
    result: (call.result as CallSnapshot['result']) ?? null,
    softphone:
      row.network === 'sip' && !isWatcher
        ? {
            target: (call.sip_target as string | null) ?? null,
            dialog: (call.sip_dialog as unknown as SipDialog | null) ?? null,
            referral: referralOf(row),
          }
        : null,
    offeredAt: time('offered_at'),
    heldAt: time('held_at'),
    isCallbackRequest: call.callback_requested_at !== null && call.callback_requested_at !== undefined,
    popsUp: row.pops_up ?? DEFAULT_CALL_CENTRE_SETTINGS.enableIncomingCallPopup,
    wrapUpCodes: row.group_wrap_up_codes?.length ? row.group_wrap_up_codes : null,
  }
}

const stateOf = (row: StateRow): CtiState => ({
  version: row.version,
  agent: {
    accountId: row.account_id,
    name: row.name,
    signedIn: row.signed_in,
    signModel: row.sign_model,
    mobile: row.mobile ? maskPhone(row.mobile) : null,
    chosenStatus: row.chosen_status,
    restReason: row.rest_reason,
    systemState: row.system_state,
    presence: presenceName(row.system_state),
    stateSince: row.state_since.toISOString(),
    acwEndsAt: iso(row.acw_ends_at),
    restEndsAt: iso(row.rest_ends_at),
    nextStatus:
      row.next_status === null ? null : { status: row.next_status, restReason: row.next_rest_reason },
    systemReason: row.system_reason,
    softphone: row.network === 'sip' && row.signed_in && row.sign_model === 'SIPPHONE',
  },
  call: callOf(row),
  invitation: row.invitation,
  consult: row.consult,
})

/** The CTI state of each account that has an agent row, as its pages show it. */
export async function readCtiStates(
  tx: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, CtiState>> {
  const { rows } = await tx.query<StateRow>(STATE_SQL, [accountIds])
  return new Map(rows.map((row) => [row.account_id, stateOf(row)]))
}
