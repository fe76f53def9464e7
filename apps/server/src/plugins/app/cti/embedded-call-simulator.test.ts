import { describe, expect, it } from 'vitest'
import { SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
import { createEmbeddedCallSimulator } from './embedded-call-simulator'

describe('the built-in call simulator', () => {
  const simulator = createEmbeddedCallSimulator()

  it('acts on each documented number as documented, and answers any other', () => {
    const first = (phone: string) => simulator.placeCall(phone)?.event
    expect(first(SIMULATED_OUTCOME_NUMBERS.answered)).toBe('answer')
    expect(first(SIMULATED_OUTCOME_NUMBERS.busy)).toBe('busy')
    expect(first(SIMULATED_OUTCOME_NUMBERS.noAnswer)).toBe('noAnswer')
    expect(first(SIMULATED_OUTCOME_NUMBERS.earlyMediaThenAnswer)).toBe('earlyMedia')
    expect(first(SIMULATED_OUTCOME_NUMBERS.rejected)).toBe('reject')
    expect(first('13912345678')).toBe('answer')
  })

  it('answers after early media, and waits to be told after anything else', () => {
    expect(simulator.afterFarEnd('earlyMedia', SIMULATED_OUTCOME_NUMBERS.earlyMediaThenAnswer)?.event).toBe(
      'answer',
    )
    expect(simulator.afterFarEnd('answer', SIMULATED_OUTCOME_NUMBERS.answered)).toBeNull()
  })

  it('hangs up a connected call and gives up waiting in a queue after a while', () => {
    expect(simulator.callConnected()).toEqual({ event: 'hangup', afterMs: 300_000 })
    expect(simulator.callerWaiting()).toEqual({ event: 'hangup', afterMs: 180_000 })
  })

  it('acts that many times faster at a higher speed', () => {
    expect(createEmbeddedCallSimulator(20).placeCall(SIMULATED_OUTCOME_NUMBERS.busy)).toEqual({
      event: 'busy',
      afterMs: 50,
    })
  })

  it('knows where mainland mobiles of a few prefixes are registered, and nothing of other numbers', () => {
    expect(simulator.numberAttribution('13912345678')).toEqual({ attribution: '上海', isp: '中国移动' })
    expect(simulator.numberAttribution('02112345678')).toEqual({ attribution: '', isp: '' })
    expect(simulator.newCallId()).toMatch(/^sim-[0-9a-f-]{36}$/)
  })
})
