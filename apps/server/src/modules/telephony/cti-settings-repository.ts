import {
  DEFAULT_CALL_CENTRE_SETTINGS,
  SIGN_MODELS,
  type SignModel,
  type TelephonyNetwork,
} from '@portal/contract'
import type { Queryable } from '../../db/database'

/** A tenant's call-centre settings, as the CTI server applies them. */
export type CtiSettings = {
  ringTimeoutSeconds: number
  acwSeconds: number
  acwExtensionSeconds: number
  restLimitSeconds: number
  autoAnswer: boolean
  enableIncomingCallPopup: boolean
  signModels: SignModel[]
  agentPhonePattern: string | null
  satisfactionEnabled: boolean
  satisfactionEnvPrefix: string
  /** Call-centre seats the tenant bought (speechUpperLimit); null means no limit. */
  seatLimit: number | null
  /** Whether the tenant has the call centre (its speech product module) at all. */
  hasCallCentre: boolean
  /** The network the tenant's calls run on: the built-in simulator or a real SIP server. */
  network: TelephonyNetwork
}

/** The tenant's settings row over the contract's defaults, with its seat limit and call-centre module. */
export async function loadCtiSettings(tx: Queryable): Promise<CtiSettings> {
  const { rows } = await tx.query<{
    settings: Record<string, unknown> | null
    seat_limit: number | null
    has_call_centre: boolean
  }>(
    `SELECT to_jsonb(s) AS settings, t.speech_seat_limit AS seat_limit,
            'speech' = ANY (t.product_modules) AS has_call_centre
     FROM tenants t LEFT JOIN cti_settings s ON s.tenant_id = t.id
     WHERE t.id = current_tenant_id()`,
  )
  const row = rows[0]
  const settings = row?.settings
  const pick = <T>(column: string, fallback: T): T => (settings?.[column] as T | undefined) ?? fallback
  const defaults = DEFAULT_CALL_CENTRE_SETTINGS
  return {
    ringTimeoutSeconds: pick('ring_timeout_seconds', defaults.ringTimeoutSeconds),
    acwSeconds: pick('acw_seconds', defaults.acwSeconds),
    acwExtensionSeconds: pick('acw_extension_seconds', defaults.acwExtensionSeconds),
    restLimitSeconds: pick('rest_limit_seconds', defaults.restLimitSeconds),
    autoAnswer: pick('auto_answer', defaults.autoAnswer),
    enableIncomingCallPopup: pick('enable_incoming_call_popup', defaults.enableIncomingCallPopup),
    signModels: pick<SignModel[]>('sign_models', [...SIGN_MODELS]),
    agentPhonePattern: pick<string | null>('agent_phone_pattern', null),
    satisfactionEnabled: pick('satisfaction_enabled', false),
    satisfactionEnvPrefix: pick('satisfaction_env_prefix', ''),
    seatLimit: row?.seat_limit ?? null,
    hasCallCentre: row?.has_call_centre ?? false,
    network: pick<TelephonyNetwork>('network', 'simulator'),
  }
}

/** The call-centre settings the administration pages change, each with its column. */
const ADMINISTERED_COLUMNS = {
  restLimitSeconds: 'rest_limit_seconds',
  enableIncomingCallPopup: 'enable_incoming_call_popup',
} as const
type AdministeredSettings = {
  [K in keyof typeof ADMINISTERED_COLUMNS]: (typeof DEFAULT_CALL_CENTRE_SETTINGS)[K] extends boolean
    ? boolean
    : number
}

/**
 * Sets one of the tenant's call-centre settings; a tenant still on the defaults first gets its settings row with
 * them, so the other settings keep what they were.
 * @example await saveCallCentreSetting(tx, 'restLimitSeconds', 600)
 */
export async function saveCallCentreSetting<K extends keyof AdministeredSettings>(
  tx: Queryable,
  name: K,
  value: AdministeredSettings[K],
): Promise<void> {
  const defaults = { ...DEFAULT_CALL_CENTRE_SETTINGS, [name]: value }
  await tx.query(
    `INSERT INTO cti_settings (tenant_id, ring_timeout_seconds, acw_seconds, acw_extension_seconds,
       rest_limit_seconds, auto_answer, enable_incoming_call_popup)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id) DO UPDATE SET ${ADMINISTERED_COLUMNS[name]} = EXCLUDED.${ADMINISTERED_COLUMNS[name]}`,
    [
      defaults.ringTimeoutSeconds,
      defaults.acwSeconds,
      defaults.acwExtensionSeconds,
      defaults.restLimitSeconds,
      defaults.autoAnswer,
      defaults.enableIncomingCallPopup,
    ],
  )
}
