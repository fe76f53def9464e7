/**
 * The fields whose values differ, as they were and as they are, for the audit trail.
 * @example changedFields({ a: 1, b: 2 }, { a: 1, b: 3 }) // { before: { b: 2 }, after: { b: 3 }, isChanged: true }
 */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key]]))
  return { before: pick(before), after: pick(after), isChanged: keys.length > 0 }
}
