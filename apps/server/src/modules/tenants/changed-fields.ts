/**
 * The fields whose values differ, as they were and as they are, for the audit trail.
 * @example changedFields({ a: 1, b: 2 }, { a: 1, b: 3 }) // { before: { b: 2 }, after: { b: 3 }, isChanged: true }
 */
export const changedFields = <T extends Record<string, unknown>>(before: T, after: T) => {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  const pick = (values: T) => Object.fromEntries(keys.map((key) => [key, values[key]]))
  return { before: pick(before), after: pick(after), isChanged: keys.length > 0 }
}
