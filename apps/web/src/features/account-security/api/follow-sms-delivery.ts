import { SMS_DELIVERY_POLL, smsDeliveryRoute, type SmsDeliveryState } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Follows a code's delivery ticket briefly (the SMS is queued, not sent within the request): answers 'failed' when
 * sending finally failed, 'sent' once the gateway took it, or 'pending' when it stopped asking.
 * @example if ((await followSmsDelivery(ticket, signal)) === 'failed') showError()
 */
export async function followSmsDelivery(ticket: string, signal: AbortSignal): Promise<SmsDeliveryState> {
  for (let poll = 0; poll < SMS_DELIVERY_POLL.maxPolls && !signal.aborted; poll += 1) {
    const { state } = await callApi(smsDeliveryRoute, { query: { ticket }, signal }).catch(() => ({
      state: 'pending' as const,
    }))
    if (state !== 'pending') return state
    await pause(SMS_DELIVERY_POLL.intervalMs, signal)
  }
  return 'pending'
}
