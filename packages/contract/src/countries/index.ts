import { defineDomain } from '../core/define-domain'
import { allCountryRoute } from './country-routes'

export * from './country-routes'
export * from './locale-info-schema'
export * from './phone-patterns'

export const countriesDomain = defineDomain({
  name: 'countries',
  routes: { allCountryRoute },
})
