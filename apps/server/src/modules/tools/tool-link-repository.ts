import type { toolLinkFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { ReferenceTable } from '../../db/reference-table-repository'

/** The tenant's external tool links (§3 Tool item) as the reference-data page administers them. */
export const TOOL_LINK_TABLE: ReferenceTable<z.output<typeof toolLinkFormSchema>> = {
  table: 'tool_links',
  idColumn: 'id',
  select: { name: 't.name', url: 't.url', resourceCode: 't.resource_code', icon: 't.icon', sub: 't.sub' },
  write: (form) => ({
    name: form.name,
    url: form.url,
    resource_code: form.resourceCode,
    icon: form.icon,
    sub: form.sub,
  }),
  positionColumn: 'position',
  orderBy: 't.position, t.id',
}
