import { describe, expect, it } from 'vitest'
import { cleanDialString, dtmfRuns, isDtmfKey } from './dial-string'

describe('what the dial pad keeps of a number', () => {
  it('drops spaces, dashes, brackets and dots from a pasted number', () => {
    expect(cleanDialString('+86 (138) 0013-8000')).toBe('+8613800138000')
    expect(cleanDialString('138.0013.8000')).toBe('13800138000')
  })

  it('keeps * and #, and + only at the start', () => {
    expect(cleanDialString('400 123*5#')).toBe('400123*5#')
    expect(cleanDialString('138+0013')).toBe('1380013')
  })

  it('takes no letters', () => {
    expect(cleanDialString('call 10086')).toBe('10086')
  })
})

describe('the keypad keys in a pasted text', () => {
  it('are its digits, * and # in order', () => {
    expect(dtmfRuns('ext. 1234#')).toEqual(['1234#'])
    expect(dtmfRuns('no keys')).toEqual([])
  })

  it('go in requests of at most 32 keys', () => {
    expect(dtmfRuns('1'.repeat(40))).toEqual(['1'.repeat(32), '1'.repeat(8)])
  })

  it('are single keys 0-9, * and # when typed', () => {
    expect(['0', '9', '*', '#'].every(isDtmfKey)).toBe(true)
    expect(['a', '+', 'Enter', '12'].some(isDtmfKey)).toBe(false)
  })
})
