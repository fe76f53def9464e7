/**
 * Collects query parameters while a statement is assembled from fragments.
 * @example const params = sqlParams(); const sql = `WHERE id = ${params.add(id)}`; tx.query(sql, params.values)
 */
export function sqlParams() {
  const values: unknown[] = []
  return {
    values,
    /** @returns the placeholder (`$n`) of the added value */
    add: (value: unknown) => {
      values.push(value)
      return `$${values.length}`
    },
  }
}

export type SqlParams = ReturnType<typeof sqlParams>
