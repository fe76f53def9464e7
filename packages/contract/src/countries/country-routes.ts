import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { localeInfoSchema } from './locale-info-schema'

/** Spec §3 country item: calling code, names and the phone pattern its numbers follow. */
export const countrySchema = z.object({
  /** ISO 3166 alpha-2, e.g. CN. */
  code: z.string(),
  /** Calling code, e.g. 86. */
  countryCode: z.string(),
  name: z.string(),
  zhDescription: z.string(),
  /** A regular expression (without anchors) for a national number. */
  phonePattern: z.string(),
})
export type Country = z.infer<typeof countrySchema>

/** Spec §7 all-country data. */
export const allCountryRoute = defineRoute({
  method: 'GET',
  path: '/front/countries',
  access: 'public',
  response: z.object({ countryInfos: z.array(countrySchema), localeInfos: z.array(localeInfoSchema) }),
})
