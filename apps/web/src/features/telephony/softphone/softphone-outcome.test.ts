import { describe, expect, it } from 'vitest'
import { softphoneEndEvent, softphoneFailureEvent } from './softphone-outcome'

const notUs = { isEndedByUs: false }

describe("the softphone's report of a SIP session's end", () => {
  it.each([
    ['Busy', 'busy'],
    ['No Answer', 'noAnswer'],
    ['Request Timeout', 'noAnswer'],
    ['Unavailable', 'noAnswer'],
    ['Rejected', 'reject'],
    ['Not Found', 'failed'],
    ['Connection Error', 'failed'],
    ['User Denied Media Access', 'failed'],
  ])('reports a call that failed with cause %s as %s', (cause, event) => {
    expect(softphoneFailureEvent(cause, 'remote', notUs)).toBe(event)
  })

  it('reports a caller who cancelled as a hang-up, and nothing when the softphone ended the call', () => {
    expect(softphoneFailureEvent('Canceled', 'remote', notUs)).toBe('hangup')
    expect(softphoneFailureEvent('Canceled', 'local', { isEndedByUs: true })).toBeNull()
    expect(softphoneEndEvent('local', { isEndedByUs: true })).toBeNull()
  })

  it("reports the far end's hang-up as hangup and a broken session as failed", () => {
    expect(softphoneEndEvent('remote', notUs)).toBe('hangup')
    expect(softphoneEndEvent('system', notUs)).toBe('failed')
    expect(softphoneEndEvent('local', notUs)).toBe('failed')
  })
})
