import type { HelperComponent, helperComponentFormSchema } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'
import type { ReferenceTable } from '../../db/reference-table-repository'

type Row = {
  id: string
  name: string
  url: string
  menu_position: string
  open_type: number
  icon: string | null
}

const toComponent = (row: Row): HelperComponent => ({
  id: row.id,
  name: row.name,
  url: row.url,
  menuPosition: row.menu_position,
  openType: row.open_type,
  externalConfs: { icon: row.icon },
})

export async function listHelperComponents(
  tx: Queryable,
  menuPosition: string | undefined,
): Promise<HelperComponent[]> {
  const { rows } = await tx.query<Row>(
    `SELECT id, name, url, menu_position, open_type, icon FROM helper_components
     WHERE $1::text IS NULL OR menu_position = $1 ORDER BY created_at`,
    [menuPosition ?? null],
  )
  return rows.map(toComponent)
}

/** The tenant's helper components as the reference-data page administers them, oldest first. */
export const HELPER_COMPONENT_TABLE: ReferenceTable<z.output<typeof helperComponentFormSchema>> = {
  table: 'helper_components',
  idColumn: 'id',
  select: {
    name: 't.name',
    url: 't.url',
    menuPosition: 't.menu_position',
    openType: 't.open_type::int',
    icon: `coalesce(t.icon, '')`,
  },
  write: (form) => ({
    name: form.name,
    url: form.url,
    menu_position: form.menuPosition,
    open_type: form.openType,
    icon: form.icon || null,
  }),
  orderBy: 't.created_at, t.id',
}
