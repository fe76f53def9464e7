import type { wrapUpCodeFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { ReferenceTable } from '../../db/reference-table-repository'

/**
 * The tenant's wrap-up codes, keyed by their code, as the reference-data page administers them. A code that calls
 * use can be neither deleted nor recoded: the call records' foreign key refuses it.
 */
export const WRAP_UP_CODE_TABLE: ReferenceTable<z.output<typeof wrapUpCodeFormSchema>> = {
  table: 'wrap_up_codes',
  idColumn: 'code',
  select: { code: 't.code', name: 't.name' },
  write: (form) => ({ code: form.code, name: form.name }),
  positionColumn: 'position',
  orderBy: 't.position, t.code',
}
