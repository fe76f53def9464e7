import { checkAccount } from '@portal/contract'
import type { RuleObject } from 'antd/es/form'
import { describe, expect, it } from 'vitest'
import { toFormRule } from './form-rules'

const t = (key: string) => `t(${key})`
const validate = (value: string | undefined) => {
  const rule = toFormRule(checkAccount, t) as RuleObject
  return rule.validator?.(rule, value, () => undefined)
}

describe('toFormRule', () => {
  it("fails with the translated text of the contract rule's message key", async () => {
    await expect(validate('ab')).rejects.toThrow('t(contract:account.format)')
    await expect(validate(undefined)).rejects.toThrow('t(contract:account.required)')
  })

  it('passes a value the contract rule accepts', async () => {
    await expect(validate('agent01')).resolves.toBeUndefined()
  })
})
