import { isContractText } from '@/lib/i18n/register-translations'

type Translate = (key: string) => string

/** What a whole-form check needs of a contract zod schema. */
type FormSchema = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { message: string; path: readonly PropertyKey[] }[] } }
}

/**
 * The problems a contract schema finds in a whole form (rules that join several fields, such as "required for
 * this protocol"), one per field, as Ant Design `setFields` entries in the user's language.
 * @example schemaFieldErrors(ssoSettingsFormSchema, values, t) // [{ name: 'issuerUrl', errors: ['请输入签发者地址'] }]
 */
export const schemaFieldErrors = (schema: FormSchema, values: unknown, t: Translate) => {
  const parsed = schema.safeParse(values)
  if (parsed.success) return []
  const byField = new Map<string, string>()
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!byField.has(field)) {
      byField.set(field, t(`contract:${isContractText(issue.message) ? issue.message : 'request.invalid'}`))
    }
  }
  return [...byField].map(([name, error]) => ({ name, errors: [error] }))
}
