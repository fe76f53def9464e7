import { describe, expect, it } from 'vitest'
import { parseCallCommand } from './call-command'

describe('parseCallCommand', () => {
  it('reads a call by number with its fields under data or at the top level', () => {
    expect(parseCallCommand({ type: 'CALL_BY_PHONE', data: { phone: ' 13812345678 ' } })).toEqual({
      type: 'CALL_BY_PHONE',
      phone: '13812345678',
    })
    expect(parseCallCommand({ type: 'CALL_BY_CUSTOMER', customerId: 42 })).toEqual({
      type: 'CALL_BY_CUSTOMER',
      customerId: '42',
    })
  })

  it('reads listen and logout', () => {
    expect(parseCallCommand({ type: 'LISTEN_CALL', callId: 'c1' })).toEqual({
      type: 'LISTEN_CALL',
      callId: 'c1',
    })
    expect(parseCallCommand({ type: 'CTI_LOGOUT' })).toEqual({ type: 'CTI_LOGOUT' })
  })

  it('refuses other types and commands missing their target', () => {
    expect(parseCallCommand({ type: 'OPEN_TAB', path: '/news' })).toBeNull()
    expect(parseCallCommand({ type: 'CALL_BY_PHONE', phone: '' })).toBeNull()
    expect(parseCallCommand({ type: 'LISTEN_CALL', callId: { id: 1 } })).toBeNull()
    expect(parseCallCommand('CTI_LOGOUT')).toBeNull()
  })
})
