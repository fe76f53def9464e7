import { describe, expect, it } from 'vitest'
import { currentRingMessage, isClientIdAsk, ringNotificationDataOf } from './call-alert-messages'

const RING = 'call-1@2026-11-29T10:00:00.000Z'

describe('a page hearing the call alerts’ worker', () => {
  it('takes an answer for the ring that rings now', () => {
    expect(currentRingMessage({ type: 'answer-call', ringId: RING }, RING)).toEqual({
      type: 'answer-call',
      ringId: RING,
    })
    expect(currentRingMessage({ type: 'show-call', ringId: RING }, RING)?.type).toBe('show-call')
  })

  it('ignores a click on the notification of a ring that is over or was offered again', () => {
    expect(currentRingMessage({ type: 'answer-call', ringId: RING }, null)).toBeNull()
    expect(
      currentRingMessage({ type: 'answer-call', ringId: RING }, 'call-1@2026-11-29T10:01:00.000Z'),
    ).toBeNull()
  })

  it('ignores what is not a ring message', () => {
    for (const data of [null, 'answer-call', { type: 'answer-call' }, { type: 'hang-up', ringId: RING }]) {
      expect(currentRingMessage(data, RING)).toBeNull()
    }
  })
})

describe('the worker reading a notification back', () => {
  it('finds the ring and the page that showed it, and nothing in a notification not a ring’s', () => {
    expect(ringNotificationDataOf({ ringId: RING, clientId: 'c1', extra: 1 })).toEqual({
      ringId: RING,
      clientId: 'c1',
    })
    expect(ringNotificationDataOf({ ringId: RING })).toEqual({ ringId: RING })
    expect(ringNotificationDataOf(null)).toBeNull()
    expect(ringNotificationDataOf({ clientId: 'c1' })).toBeNull()
  })

  it('knows a page’s ask for its client id', () => {
    expect(isClientIdAsk({ type: 'ask-client-id' })).toBe(true)
    expect(isClientIdAsk({ type: 'answer-call' })).toBe(false)
  })
})
