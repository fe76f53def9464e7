import i18next from 'i18next'
import type { ReferenceField } from './reference-field'
import { listTextKey, type ReferenceListDescription } from './reference-list-description'

type ListName = Pick<ReferenceListDescription, 'name' | 'namespace'>

/**
 * A radio field whose choices are the contract's values, each named `<list>.<field>.<value>` in the list's namespace.
 * @example choiceField({ name: 'queues', namespace: 'call-centre-queues' }, 'ringStrategy', shape.ringStrategy, RING_STRATEGIES)
 */
export const choiceField = (
  list: ListName,
  name: string,
  schema: ReferenceField['schema'],
  values: readonly (string | number)[],
): ReferenceField => {
  const labelOf = (value: unknown) => i18next.t(listTextKey(list, `${name}.${String(value)}`))
  return {
    name,
    kind: 'radio',
    schema,
    inTable: true,
    useOptions: () => values.map((value) => ({ value, label: labelOf(value) })),
    display: (item) => labelOf(item[name]),
  }
}
