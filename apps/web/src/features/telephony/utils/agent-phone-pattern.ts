import { DEFAULT_AGENT_PHONE_PATTERN } from '@portal/contract'

/**
 * The tenant's agent phone pattern from its regex source, or the default of §5 when it gives none (or a broken one).
 * @example agentPhonePattern(null).test('13812345678') // true
 */
export const agentPhonePattern = (source: string | null | undefined): RegExp => {
  if (!source) return DEFAULT_AGENT_PHONE_PATTERN
  try {
    return new RegExp(source)
  } catch {
    return DEFAULT_AGENT_PHONE_PATTERN
  }
}
