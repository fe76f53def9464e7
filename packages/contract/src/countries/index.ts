import { defineDomain } from '../core/define-domain'
import { allCountryRoute } from './country-routes'

export * from './country-routes'
export * from './locale-info-schema'
export * from './phone-patterns'

/** The country and locale catalogue, with each country's phone pattern. */
export const countriesDomain = defineDomain({
  name: 'countries',
  routes: { allCountryRoute },
})
