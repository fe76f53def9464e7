import type { ReferenceListRoutes } from '@portal/contract'
import type { ReferenceField } from './reference-field'

/** The routes the editor uses: a list it may only change (agent rules) has no create and remove. */
export type EditedListRoutes = Pick<ReferenceListRoutes, 'list' | 'update'> &
  Partial<Pick<ReferenceListRoutes, 'create' | 'remove' | 'reorder'>>

/**
 * One administered list: its routes, its fields and the values of a new record. Its texts (`<name>.title`,
 * `<name>.one`, `<name>.field.<field>`) are in its page's namespace, by default the reference-data page's.
 */
export type ReferenceListDescription = {
  name: string
  namespace?: string
  routes: EditedListRoutes
  fields: readonly ReferenceField[]
  newValues: Record<string, unknown>
}

/** The text `<list>.<key>` of the list's namespace, as a namespaced key for `t`. */
export const listTextKey = (list: Pick<ReferenceListDescription, 'name' | 'namespace'>, key: string) =>
  `${list.namespace ?? 'reference-data'}:${list.name}.${key}`
