import type { RouteDefinition } from '../core/define-route'
import { defineDomain } from '../core/define-domain'
import { REFERENCE_LISTS } from './reference-data-routes'
import { referenceDataTexts } from './reference-data-texts'

export * from './reference-data-rules'
export * from './reference-data-schemas'
export * from './reference-list-routes'
export * from './reference-data-routes'

/** Each list's routes under one name per verb: `smsTemplates.create`, `restReasons.reorder`... */
const listRoutes: Record<string, RouteDefinition> = Object.fromEntries(
  Object.entries(REFERENCE_LISTS).flatMap(([list, routes]) =>
    Object.entries(routes).map(([verb, route]) => [`${list}.${verb}`, route]),
  ),
)

/** The reference data other modules read (SMS templates, wrap-up codes, tool links...), as administered. */
export const referenceDataDomain = defineDomain({
  name: 'reference-data',
  routes: listRoutes,
  texts: referenceDataTexts,
})
