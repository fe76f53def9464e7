import { describe, expect, it } from 'vitest'
import { readinessToggle } from './readiness-toggle'

describe('the ready / not-ready shortcut', () => {
  it('hangs off an agent taking calls', () => {
    expect(readinessToggle({ signedIn: true, chosenStatus: 3, systemState: 'READY' })).toEqual({ status: 4 })
  })

  it('makes ready an agent hung off, resting, in after-call work or signed out', () => {
    expect(readinessToggle({ signedIn: true, chosenStatus: 4, systemState: 'NOT_READY' })).toEqual({
      status: 3,
    })
    expect(readinessToggle({ signedIn: true, chosenStatus: 2, systemState: 'AWAY' })).toEqual({ status: 3 })
    expect(readinessToggle({ signedIn: true, chosenStatus: 3, systemState: 'ACW' })).toEqual({ status: 3 })
    expect(readinessToggle({ signedIn: false, chosenStatus: 0, systemState: 'OFFLINE' })).toEqual({
      status: 3,
    })
  })
})
