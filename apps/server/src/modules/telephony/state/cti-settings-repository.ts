import {
  DEFAULT_CALL_CENTRE_SETTINGS,
  SIGN_MODELS,
  translateMessage,
  type Locale,
  type SatisfactionScale,
  type SignModel,
  type TelephonyNetwork,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** A tenant's call-centre settings, as the CTI server applies them. */
export type CtiSettings = {
  ringTimeoutSeconds: number
  acwSeconds: number
  acwExtensionSeconds: number
  restLimitSeconds: number
  autoAnswer: boolean
  enableIncomingCallPopup: boolean
  maxOffersPerAgent: number
  signModels: SignModel[]
  agentPhonePattern: string | null
  satisfactionEnabled: boolean
  satisfactionEnvPrefix: string
  /** What the caller hears when the survey asks them; empty: the portal's own question. */
  satisfactionPrompt: string
  /** The highest score the caller may give (1 is the lowest). */
  satisfactionScale: SatisfactionScale
  /** Call-centre seats the tenant bought (speechUpperLimit); null means no limit. */
  seatLimit: number | null
  /** Whether the tenant has the call centre (its speech product module) at all. */
  hasCallCentre: boolean
  /** The network the tenant's calls run on: the built-in simulator or a real SIP server. */
  network: TelephonyNetwork
  /** The SIP server the tenant's calls run on (host[:port]) when its network is a SIP server. */
  sipAddress: string | null
  /** The tenant's own language: what its callers hear that the portal words itself (the survey's thanks). */
  callerLocale: Locale
}

/** The tenant's settings row over the contract's defaults, with its seat limit and call-centre module. */
export async function loadCtiSettings(tx: Queryable): Promise<CtiSettings> {
  const { rows } = await tx.query<{
    settings: Record<string, unknown> | null
    seat_limit: number | null
    has_call_centre: boolean
    default_locale: Locale
  }>(
    `SELECT to_jsonb(s) AS settings, t.speech_seat_limit AS seat_limit,
            'speech' = ANY (t.product_modules) AS has_call_centre, t.default_locale
     FROM tenants t LEFT JOIN cti_settings s ON s.tenant_id = t.id
     WHERE t.id = current_tenant_id()`,
  )
  const row = rows[0]
  const settings = row?.settings
  const pick = <T>(column: string, fallback: T): T => (settings?.[column] as T | undefined) ?? fallback
  const defaults = DEFAULT_CALL_CENTRE_SETTINGS
  const callerLocale = row?.default_locale ?? 'zh-CN'
  const satisfactionScale = pick<SatisfactionScale>('satisfaction_scale', 5)
  return {
    ringTimeoutSeconds: pick('ring_timeout_seconds', defaults.ringTimeoutSeconds),
    acwSeconds: pick('acw_seconds', defaults.acwSeconds),
    acwExtensionSeconds: pick('acw_extension_seconds', defaults.acwExtensionSeconds),
    restLimitSeconds: pick('rest_limit_seconds', defaults.restLimitSeconds),
    autoAnswer: pick('auto_answer', defaults.autoAnswer),
    enableIncomingCallPopup: pick('enable_incoming_call_popup', defaults.enableIncomingCallPopup),
    maxOffersPerAgent: pick('max_offers_per_agent', defaults.maxOffersPerAgent),
    signModels: pick<SignModel[]>('sign_models', [...SIGN_MODELS]),
    agentPhonePattern: pick<string | null>('agent_phone_pattern', null),
    satisfactionEnabled: pick('satisfaction_enabled', false),
    satisfactionEnvPrefix: pick('satisfaction_env_prefix', ''),
    // A tenant that has not written its own (the survey was on before its page existed) asks the portal's question.
    satisfactionPrompt:
      pick('satisfaction_prompt', '') ||
      translateMessage(callerLocale, 'callCentre.survey.defaultPrompt', { scale: String(satisfactionScale) }),
    satisfactionScale,
    seatLimit: row?.seat_limit ?? null,
    hasCallCentre: row?.has_call_centre ?? false,
    network: pick<TelephonyNetwork>('network', 'simulator'),
    sipAddress: pick<string | null>('sip_address', null),
    callerLocale,
  }
}

/** The call-centre settings the administration pages change, each with its column. */
const ADMINISTERED_COLUMNS = {
  ringTimeoutSeconds: 'ring_timeout_seconds',
  acwSeconds: 'acw_seconds',
  acwExtensionSeconds: 'acw_extension_seconds',
  restLimitSeconds: 'rest_limit_seconds',
  autoAnswer: 'auto_answer',
  enableIncomingCallPopup: 'enable_incoming_call_popup',
  maxOffersPerAgent: 'max_offers_per_agent',
  signModels: 'sign_models',
  agentPhonePattern: 'agent_phone_pattern',
  network: 'network',
  sipAddress: 'sip_address',
  satisfactionEnabled: 'satisfaction_enabled',
  satisfactionPrompt: 'satisfaction_prompt',
  satisfactionScale: 'satisfaction_scale',
} as const satisfies Partial<Record<keyof CtiSettings, string>>
export type AdministeredSettings = Pick<CtiSettings, keyof typeof ADMINISTERED_COLUMNS>

/**
 * Sets some of the tenant's call-centre settings; a tenant still on the defaults first gets its settings row with
 * them, so the other settings keep what they were.
 * @example await saveCallCentreSettings(tx, { satisfactionEnabled: true, satisfactionScale: 10 })
 */
export async function saveCallCentreSettings(
  tx: Queryable,
  patch: Partial<AdministeredSettings>,
): Promise<void> {
  // Only the known settings: a caller's object may carry more (the page's whole form), never a column name.
  const entries = (Object.keys(ADMINISTERED_COLUMNS) as (keyof AdministeredSettings)[])
    .filter((name) => patch[name] !== undefined)
    .map((name) => [name, patch[name]] as const)
  if (entries.length === 0) return
  const defaults = DEFAULT_CALL_CENTRE_SETTINGS
  await tx.query(
    `INSERT INTO cti_settings (tenant_id, ring_timeout_seconds, acw_seconds, acw_extension_seconds,
       rest_limit_seconds, auto_answer, enable_incoming_call_popup)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id) DO NOTHING`,
    [
      defaults.ringTimeoutSeconds,
      defaults.acwSeconds,
      defaults.acwExtensionSeconds,
      defaults.restLimitSeconds,
      defaults.autoAnswer,
      defaults.enableIncomingCallPopup,
    ],
  )
  const assignments = entries.map(([name], index) => `${ADMINISTERED_COLUMNS[name]} = $${index + 1}`)
  await tx.query(
    `UPDATE cti_settings SET ${assignments.join(', ')} WHERE tenant_id = current_tenant_id()`,
    entries.map(([, value]) => value),
  )
}

/**
 * Sets one of the tenant's call-centre settings (see saveCallCentreSettings).
 * @example await saveCallCentreSetting(tx, 'restLimitSeconds', 600)
 */
export const saveCallCentreSetting = <K extends keyof AdministeredSettings>(
  tx: Queryable,
  name: K,
  value: AdministeredSettings[K],
): Promise<void> => saveCallCentreSettings(tx, { [name]: value })
