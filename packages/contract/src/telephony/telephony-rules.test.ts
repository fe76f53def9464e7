import { describe, expect, it } from 'vitest'
import {
  acwSeconds,
  agentPhonePattern,
  dialledNumber,
  maskPhone,
  outsideLineNumber,
  presenceName,
  telephoneDisplayStatus,
} from './telephony-rules'
import { AGENT_SYSTEM_STATES } from './telephony-states'

describe('telephony rules', () => {
  it('masks a number keeping its first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('1234567')).toBe('1234567')
  })

  it('dials a 10-digit number with the prefix 52 and a mobile as typed', () => {
    expect(dialledNumber('5512345678')).toBe('525512345678')
    expect(dialledNumber('138 1234 5678')).toBe('13812345678')
    expect(dialledNumber('12812345678')).toBeUndefined()
    expect(dialledNumber('0201234', /^0\d{6,}$/)).toBe('0201234')
  })

  it("reads the tenant's agent phone pattern, falling back to the default when it has none or a broken one", () => {
    expect(agentPhonePattern('^0\\d{6,}$').test('0201234')).toBe(true)
    expect(agentPhonePattern(null).test('13812345678')).toBe(true)
    expect(agentPhonePattern('(').test('13812345678')).toBe(true)
  })

  it('transfers to any outside number of 4 to 16 digits, a landline too', () => {
    expect(outsideLineNumber('021-8888 6666')).toBe('02188886666')
    expect(outsideLineNumber('5512345678')).toBe('525512345678')
    expect(outsideLineNumber('123')).toBeUndefined()
  })

  it('rounds after-call work up to whole seconds, never below 0', () => {
    expect(acwSeconds(1001)).toBe(2)
    expect(acwSeconds(1000)).toBe(1)
    expect(acwSeconds(-5)).toBe(0)
  })

  it('shows the call before the agent state, and monitoring before both', () => {
    const base = { systemState: 'READY', callStatus: null, listening: false, mobile: false } as const
    expect(telephoneDisplayStatus(base)).toBe('online')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'INBOUND_WAITING_FOR_ANSWER' })).toBe('incoming')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'MANUAL_EARLY_MEDIA' })).toBe('earlyMedia')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'MANUAL_DIALING' })).toBe('dialing')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'INBOUND_ACTIVE' })).toBe('inCall')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'INBOUND_ACTIVE', mobile: true })).toBe('mobile')
    expect(telephoneDisplayStatus({ ...base, callStatus: 'INBOUND_NOT_ACTIVE', systemState: 'ACW' })).toBe(
      'afterCall',
    )
    expect(telephoneDisplayStatus({ ...base, callStatus: 'INBOUND_ACTIVE', listening: true })).toBe('monitor')
    expect(telephoneDisplayStatus({ ...base, systemState: 'AWAY' })).toBe('rest')
    expect(telephoneDisplayStatus({ ...base, systemState: 'NOT_READY' })).toBe('outboundCall')
  })

  it('names every system state with an outer status', () => {
    expect(AGENT_SYSTEM_STATES.map(presenceName)).toEqual([
      'LOGOUT',
      'LOGOUT',
      'PRESENCE_READY',
      'PRESENCE_NOTREADY',
      'PRESENCE_WALKAWAY',
      'PRESENCE_NOTREADY',
      'PRESENCE_NOTREADY',
      'ONLINE_MONITORING',
      'ONLINE_MONITORING',
    ])
  })
})
