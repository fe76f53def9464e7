import { z } from 'zod'
import { hasWellFormedPlaceholders, isHttpUrl } from './reference-data-rules'

/** No signature on an SMS template (the single-SMS form's signManageId). */
export const NO_TEMPLATE_SIGNATURE = -1
/** How a helper component opens (§2): 1 in the extend frame, 2 in a new window, 3 by a route push. */
export const HELPER_OPEN_TYPES = [1, 2, 3] as const
/** Where a helper component shows: everywhere, or only on the workbench. */
export const HELPER_MENU_POSITIONS = ['global', 'workbench'] as const
export const REST_LIMIT_SECONDS = { min: 60, max: 86400 } as const

const named = (max: number) =>
  z.string().trim().min(1, 'referenceData.nameRequired').max(max, 'referenceData.tooLong')
const optionalText = (max: number) => z.string().trim().max(max, 'referenceData.tooLong').default('')
const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'referenceData.codeInvalid')
const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'referenceData.tooLong')
  .refine(isHttpUrl, 'referenceData.urlInvalid')
/** An item as stored: its fields as the reader gets them, unjudged (rows written before a rule still read). */
const item = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.string(), ...shape })
const text = z.string()

export const smsTemplateFormSchema = z.object({
  name: named(50),
  content: z
    .string()
    .trim()
    .min(1, 'referenceData.contentRequired')
    .max(500, 'referenceData.tooLong')
    .refine(hasWellFormedPlaceholders, 'referenceData.placeholderInvalid'),
  signManageId: z.number().int().min(NO_TEMPLATE_SIGNATURE).default(NO_TEMPLATE_SIGNATURE),
})
export const smsTemplateItemSchema = item({
  name: text,
  content: text,
  signManageId: z.number(),
  signName: text,
})

export const nameOnlyFormSchema = z.object({ name: named(30) })
export const nameOnlyItemSchema = item({ name: text })

export const toolLinkFormSchema = z.object({
  name: named(40),
  url: httpUrlSchema,
  resourceCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.$-]{1,100}$/, 'referenceData.codeInvalid'),
  icon: optionalText(200),
  sub: optionalText(100),
})
export const toolLinkItemSchema = item({ name: text, url: text, resourceCode: text, icon: text, sub: text })

export const helperComponentFormSchema = z.object({
  name: named(40),
  url: httpUrlSchema,
  menuPosition: z.enum(HELPER_MENU_POSITIONS).default('global'),
  openType: z.literal(HELPER_OPEN_TYPES).default(1),
  icon: optionalText(200),
})
export const helperComponentItemSchema = item({
  name: text,
  url: text,
  menuPosition: text,
  openType: z.number(),
  icon: text,
})

/** A coded, named entry in two languages: enterprise notice types and customer dictionary fields. */
export const codedNameFormSchema = z.object({ code: codeSchema, name: named(30), nameEn: optionalText(60) })
export const codedNameItemSchema = item({ code: text, name: text, nameEn: text })

export const wrapUpCodeFormSchema = z.object({ code: codeSchema, name: named(30) })
export const wrapUpCodeItemSchema = item({ code: text, name: text })

export const restLimitSchema = z.object({
  restLimitSeconds: z
    .number('referenceData.restLimitInvalid')
    .int('referenceData.restLimitInvalid')
    .min(REST_LIMIT_SECONDS.min, 'referenceData.restLimitInvalid')
    .max(REST_LIMIT_SECONDS.max, 'referenceData.restLimitInvalid'),
})

export const staffOptionSchema = z.object({ id: z.string(), name: z.string() })

export type SmsTemplateItem = z.infer<typeof smsTemplateItemSchema>
export type StaffOption = z.infer<typeof staffOptionSchema>
