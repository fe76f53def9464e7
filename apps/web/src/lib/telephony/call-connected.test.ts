import { describe, expect, it } from 'vitest'
import { isCallConnected, setCallConnected } from './call-connected'

describe('isCallConnected', () => {
  it('says what telephony last set, starting from no call', () => {
    expect(isCallConnected()).toBe(false)
    setCallConnected(true)
    expect(isCallConnected()).toBe(true)
    setCallConnected(false)
    expect(isCallConnected()).toBe(false)
  })
})
