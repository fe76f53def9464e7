import { isMessageKey } from '@portal/contract'
import type { Rule } from 'antd/es/form'

type Translate = (key: string) => string
/** What this needs of a contract zod schema (the web app reaches zod only through the contract). */
type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } }
}

/**
 * The translated problem of a value under one field of a contract schema, or null when it passes. A missing value
 * is checked as `empty`, so "required" gets the schema's own key rather than zod's type complaint.
 * @example schemaProblem(announcementFormSchema.shape.title, ' ', t) // '请输入公告标题'
 */
export const schemaProblem = (
  schema: Schema,
  value: unknown,
  t: Translate,
  empty: unknown = '',
): string | null => {
  const parsed = schema.safeParse(value ?? empty)
  if (parsed.success) return null
  const message = parsed.error.issues[0]?.message ?? ''
  return t(`contract:${isMessageKey(message) ? message : 'request.invalid'}`)
}

/**
 * An Ant Design form rule from one field of a contract zod schema, failing with the schema's message key in the
 * user's language, so the browser and the server check the same rule.
 * @example <Form.Item name="title" rules={[toSchemaRule(announcementFormSchema.shape.title, t)]}>
 */
export const toSchemaRule = (schema: Schema, t: Translate, empty: unknown = ''): Rule => ({
  validator: async (_rule, value: unknown) => {
    const problem = schemaProblem(schema, value, t, empty)
    if (problem) throw new Error(problem)
  },
})
