import type { MessageKey } from '@portal/contract'
import type { RuleObject } from 'antd/es/form'
import { isContractText } from '@/lib/i18n/register-translations'

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

/** What a schema check needs of a contract zod schema (the web app reaches zod only through the contract). */
type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } }
}

/**
 * A contract rule from one field of a contract zod schema: the message key of its first problem, or
 * `request.invalid` when the schema names none. A missing value is checked as `empty`, so "required" gets the
 * schema's own key rather than zod's type complaint.
 * @example schemaCheck(announcementFormSchema.shape.title)(' ') // 'announcement.titleRequired'
 */
export const schemaCheck =
  (schema: Schema, empty: unknown = ''): Check<unknown> =>
  (value) => {
    const parsed = schema.safeParse(value ?? empty)
    if (parsed.success) return null
    const message = parsed.error.issues[0]?.message ?? ''
    return isContractText(message) ? message : 'request.invalid'
  }

/**
 * An Ant Design form rule from one field of a contract zod schema, so the browser and the server check alike. A
 * number field it checks has no `min` or `max` of its own: Ant Design's InputNumber would move an out-of-range number
 * into range on leaving the field, and it would be saved so, unsaid, where the rule refuses it with its reason.
 * @example <Form.Item name="title" rules={[toSchemaRule(announcementFormSchema.shape.title, t)]}>
 */
export const toSchemaRule = (schema: Schema, t: Translate, empty: unknown = ''): RuleObject =>
  toFormRule(schemaCheck(schema, empty), t)
