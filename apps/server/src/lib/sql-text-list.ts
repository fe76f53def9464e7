/**
 * A SQL list of constant texts (the contract's statuses), for `IN (...)`: written once in the contract, never
 * copied into a query. Only for our own constants, never for what a request carries.
 * @example `status IN ${sqlTextList(['pending', 'processing'])}` // status IN ('pending', 'processing')
 */
export const sqlTextList = (values: readonly string[]) =>
  `(${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')})`
