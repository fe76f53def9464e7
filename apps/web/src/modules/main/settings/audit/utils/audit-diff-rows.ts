import type { AuditValues } from '@portal/contract'

/** One field of a changed record: its value before and after (undefined where the side has no such field). */
export type AuditDiffRow = { field: string; before: unknown; after: unknown; isChanged: boolean }

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right)

/**
 * The fields of a change, before and after side by side, each marked whether it differs; fields in the order the
 * record first names them.
 * @example auditDiffRows({ a: 1, b: 2 }, { a: 1, b: 3 }) // [{ field: 'a', isChanged: false, ... }, { field: 'b', isChanged: true, ... }]
 */
export function auditDiffRows(before: AuditValues, after: AuditValues): AuditDiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => {
    const old = before && Object.hasOwn(before, field) ? before[field] : undefined
    const next = after && Object.hasOwn(after, field) ? after[field] : undefined
    return { field, before: old, after: next, isChanged: !same(old, next) }
  })
}

/**
 * A field's value as the diff shows it: text as it is, anything else as JSON; nothing for a missing field.
 * @example auditValueText(['a', 'b']) // '["a","b"]'
 */
export const auditValueText = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
