import { SMS_RESEND_COUNTDOWN_S } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { secondsUntil, toSendCodeState } from './countdown'

describe('secondsUntil', () => {
  it('starts at the full countdown and rounds part of a second up', () => {
    expect(secondsUntil(SMS_RESEND_COUNTDOWN_S * 1000, 0)).toBe(60)
    expect(secondsUntil(60_000, 1)).toBe(60)
    expect(secondsUntil(60_000, 59_001)).toBe(1)
  })

  it('never goes below zero once the moment has passed', () => {
    expect(secondsUntil(60_000, 60_000)).toBe(0)
    expect(secondsUntil(60_000, 90_000)).toBe(0)
  })
})

describe('toSendCodeState', () => {
  it('is idle until a code was sent', () => {
    expect(toSendCodeState(false, 0)).toEqual({ kind: 'idle' })
  })

  it('counts the seconds down after sending, then offers to get a code again', () => {
    expect(toSendCodeState(true, 60)).toEqual({ kind: 'counting', seconds: 60 })
    expect(toSendCodeState(true, 1)).toEqual({ kind: 'counting', seconds: 1 })
    expect(toSendCodeState(true, 0)).toEqual({ kind: 'again' })
  })
})
