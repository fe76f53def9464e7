import { z } from 'zod'
import { localeSchema } from '../core/locales'

/** One language a tenant offers, as the country and front-config answers list them. */
export const localeInfoSchema = z.object({
  localeCode: localeSchema,
  localeDesc: z.string(),
  isDefault: z.boolean(),
})
export type LocaleInfo = z.infer<typeof localeInfoSchema>
