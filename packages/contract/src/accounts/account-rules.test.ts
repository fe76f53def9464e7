import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../all-messages'
import { accountSchema, checkAccount } from './account-rules'

describe('the account rule', () => {
  it('asks for an account when none is given', () => {
    expect(checkAccount('')).toBe('account.required')
    expect(checkAccount('   ')).toBe('account.required')
    expect(MESSAGES['zh-CN']['account.required']).toBe('请输入工号/邮箱账号')
  })

  it('accepts an email address or 4 to 12 letters and digits', () => {
    for (const valid of ['admin@demo.com', 'agent01', 'AB12', 'abcdef123456'])
      expect(checkAccount(valid), valid).toBeNull()
  })

  it('refuses anything else with the spec message', () => {
    for (const invalid of ['abc', 'abcdef1234567', 'agent_01', 'admin@', '工号1234']) {
      expect(checkAccount(invalid), invalid).toBe('account.format')
    }
    expect(MESSAGES['zh-CN']['account.format']).toBe('邮箱账号格式错误')
  })

  it('is the same rule as a schema, with the message key as the issue message', () => {
    expect(accountSchema.safeParse('ab').error?.issues[0]?.message).toBe('account.format')
    expect(accountSchema.safeParse('agent01').success).toBe(true)
  })
})
