/** The window messages that command the call widget (§4): call out by number or customer, listen, sign out. */
export const CALL_COMMAND_TYPES = {
  callByPhone: 'CALL_BY_PHONE',
  callByCustomer: 'CALL_BY_CUSTOMER',
  listen: 'LISTEN_CALL',
  logout: 'CTI_LOGOUT',
} as const

export type CallCommand =
  | { type: typeof CALL_COMMAND_TYPES.callByPhone; phone: string }
  | { type: typeof CALL_COMMAND_TYPES.callByCustomer; customerId: string }
  | { type: typeof CALL_COMMAND_TYPES.listen; callId: string }
  | { type: typeof CALL_COMMAND_TYPES.logout }

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null

const textOf = (value: unknown, max: number): string | null => {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null
}

/**
 * Reads a call command, with its fields at the top level or under `data` (as OPEN_TAB allows); null for
 * anything else. The origin is checked before this.
 * @example parseCallCommand({ type: 'CALL_BY_PHONE', data: { phone: '13812345678' } }) // { type: 'CALL_BY_PHONE', phone: '13812345678' }
 */
export const parseCallCommand = (message: unknown): CallCommand | null => {
  if (!isRecord(message)) return null
  const fields = isRecord(message.data) ? message.data : message
  switch (message.type) {
    case CALL_COMMAND_TYPES.callByPhone: {
      const phone = textOf(fields.phone, 32)
      return phone ? { type: message.type, phone } : null
    }
    case CALL_COMMAND_TYPES.callByCustomer: {
      const customerId = textOf(fields.customerId, 64)
      return customerId ? { type: message.type, customerId } : null
    }
    case CALL_COMMAND_TYPES.listen: {
      const callId = textOf(fields.callId, 64)
      return callId ? { type: message.type, callId } : null
    }
    case CALL_COMMAND_TYPES.logout:
      return { type: message.type }
    default:
      return null
  }
}
