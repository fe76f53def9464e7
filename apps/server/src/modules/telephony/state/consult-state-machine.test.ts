import { describe, expect, it } from 'vitest'
import { CONSULT_ACTIONS } from '@portal/contract'
import { isColleagueAction, nextConsultStatus } from './consult-state-machine'

describe('the consult state machine', () => {
  it('rings until the colleague answers or refuses, or the agent cancels', () => {
    expect(nextConsultStatus('RINGING', 'answer')).toBe('CONSULTING')
    expect(nextConsultStatus('RINGING', 'refuse')).toBe('REFUSED')
    expect(nextConsultStatus('RINGING', 'cancel')).toBe('CANCELLED')
  })

  it('cannot be completed or conferenced before the colleague has answered', () => {
    expect(nextConsultStatus('RINGING', 'complete')).toBeUndefined()
    expect(nextConsultStatus('RINGING', 'conference')).toBeUndefined()
  })

  it('ends a talking consult completed, conferenced or cancelled, and cannot be answered or refused again', () => {
    expect(nextConsultStatus('CONSULTING', 'complete')).toBe('COMPLETED')
    expect(nextConsultStatus('CONSULTING', 'conference')).toBe('CONFERENCED')
    expect(nextConsultStatus('CONSULTING', 'cancel')).toBe('CANCELLED')
    expect(nextConsultStatus('CONSULTING', 'answer')).toBeUndefined()
    expect(nextConsultStatus('CONSULTING', 'refuse')).toBeUndefined()
  })

  it('lets no action overtake a referral under way', () => {
    for (const action of CONSULT_ACTIONS) expect(nextConsultStatus('REFERRING', action)).toBeUndefined()
  })

  it('leaves answering and refusing to the colleague, everything else to the consulting agent', () => {
    expect(CONSULT_ACTIONS.filter(isColleagueAction)).toEqual(['answer', 'refuse'])
  })
})
