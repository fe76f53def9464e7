import type { MessageKey } from '@portal/contract'
import type { RuleObject } from 'antd/es/form'

type Check<V> = (value: V) => MessageKey | null
type Translate = (key: string) => string

/**
 * An Ant Design form rule from a contract rule: the field fails with the translated text of the rule's key.
 * @example <Form.Item name="account" rules={[toFormRule(checkAccount, t)]}>
 */
export const toFormRule = <V = string | undefined>(check: Check<V>, t: Translate): RuleObject => ({
  validator: async (_rule, value: V) => {
    const problem = check(value)
    if (problem) throw new Error(t(`contract:${problem}`))
  },
})
