import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../all-messages'
import {
  checkPassword,
  checkPasswordConfirmation,
  countCharacterKinds,
  passwordSchema,
} from './password-rules'

describe('the password rule', () => {
  it('accepts 8 to 20 characters with at least 3 of the 4 kinds', () => {
    for (const valid of ['Admin@2026', 'Password1', 'abc123!@#', 'A'.repeat(10) + 'b'.repeat(9) + '1']) {
      expect(checkPassword(valid), valid).toBeNull()
    }
  })

  it('refuses a space with the spec message', () => {
    expect(checkPassword('Admin 2026')).toBe('password.space')
    expect(MESSAGES['zh-CN']['password.space']).toBe('密码中含有空格，请重新输入')
  })

  it('refuses passwords too short, too long or with too few kinds', () => {
    expect(checkPassword('Ab@1')).toBe('password.length')
    expect(checkPassword('Ab@1'.repeat(6))).toBe('password.length')
    expect(checkPassword('password12')).toBe('password.kinds')
    expect(checkPassword('')).toBe('password.required')
  })

  it('counts the kinds of character', () => {
    expect(countCharacterKinds('aA1!')).toBe(4)
    expect(countCharacterKinds('aaaa')).toBe(1)
  })

  it('wants the confirmation to be given and to match, with the spec messages', () => {
    expect(checkPasswordConfirmation('Admin@2026', '')).toBe('password.confirmRequired')
    expect(checkPasswordConfirmation('Admin@2026', 'Admin@2027')).toBe('password.mismatch')
    expect(checkPasswordConfirmation('Admin@2026', 'Admin@2026')).toBeNull()
    expect(MESSAGES['zh-CN']['password.mismatch']).toBe('新密码输入不一致')
    expect(MESSAGES['zh-CN']['password.confirmRequired']).toBe('请再次输入新密码')
    expect(MESSAGES['zh-CN']['password.newRequired']).toBe('请输入新密码')
  })

  it('is the same rule as a schema', () => {
    expect(passwordSchema.safeParse('short').error?.issues[0]?.message).toBe('password.length')
  })
})
