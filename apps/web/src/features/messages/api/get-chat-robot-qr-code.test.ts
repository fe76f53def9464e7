import { QR_LOGIN_STATUS, QR_POLL_INTERVAL_MS, QR_START_WAIT_MS } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { qrPollDelay } from './get-chat-robot-qr-code'

describe('qrPollDelay', () => {
  it('waits about 5 s after the code is first shown, then polls every 2 s', () => {
    expect(qrPollDelay({ status: QR_LOGIN_STATUS.waiting, fetchCount: 1 })).toBe(QR_START_WAIT_MS)
    expect(qrPollDelay({ status: QR_LOGIN_STATUS.waiting, fetchCount: 2 })).toBe(QR_POLL_INTERVAL_MS)
    expect(qrPollDelay({ status: QR_LOGIN_STATUS.scanned, fetchCount: 5 })).toBe(QR_POLL_INTERVAL_MS)
  })

  it('stops once the login is confirmed or the code expired', () => {
    expect(qrPollDelay({ status: QR_LOGIN_STATUS.confirmed, fetchCount: 3 })).toBe(false)
    expect(qrPollDelay({ status: QR_LOGIN_STATUS.expired, fetchCount: 1 })).toBe(false)
  })
})
