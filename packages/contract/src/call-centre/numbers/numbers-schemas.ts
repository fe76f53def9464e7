import { z } from 'zod'

/** A tenant number (DID) as the network dials it: digits only, like the simulated caller's `did`. */
export const DID_NUMBER_PATTERN = /^\d{3,20}$/

/** Where an inbound number's calls go: an IVR flow, a skill group's queue, or a closed message then hang-up. */
export const NUMBER_ROUTE_KINDS = ['IVR', 'QUEUE', 'CLOSED'] as const
export type NumberRouteKind = (typeof NUMBER_ROUTE_KINDS)[number]

const name = z
  .string()
  .trim()
  .min(1, 'callCentre.numbers.nameRequired')
  .max(40, 'callCentre.numbers.nameTooLong')

/**
 * What an inbound number routes to; the target its kind needs is required (an IVR flow, a skill group, a message).
 * @example numberRouteSchema.parse({ routeKind: 'QUEUE', skillGroupId: id, ivrId: null, closedMessage: '' })
 */
export const numberRouteSchema = z
  .object({
    routeKind: z.enum(NUMBER_ROUTE_KINDS),
    ivrId: z.string().max(64).nullable().default(null),
    skillGroupId: z.string().max(64).nullable().default(null),
    closedMessage: z.string().trim().max(500, 'callCentre.numbers.closedMessageTooLong').default(''),
  })
  .superRefine((route, context) => {
    const missing =
      (route.routeKind === 'IVR' && !route.ivrId) ||
      (route.routeKind === 'QUEUE' && !route.skillGroupId) ||
      (route.routeKind === 'CLOSED' && !route.closedMessage)
    if (missing) context.addIssue({ code: 'custom', message: 'callCentre.numbers.routeTargetRequired' })
  })
export type NumberRoute = z.infer<typeof numberRouteSchema>

/** A number's name and route: what the administrator changes on an existing number. */
export const numberFormSchema = z.object({ name, route: numberRouteSchema })
export type NumberForm = z.infer<typeof numberFormSchema>

/** A new number: the number itself, then its name and route. */
export const newNumberFormSchema = numberFormSchema.extend({
  number: z.string().trim().regex(DID_NUMBER_PATTERN, 'callCentre.numbers.invalidNumber'),
})
export type NewNumberForm = z.infer<typeof newNumberFormSchema>

/** One of the tenant's numbers on the page; a retired one keeps its history and takes and makes no calls. */
export const didNumberItemSchema = z.object({
  number: z.string(),
  name: z.string(),
  route: numberRouteSchema,
  retiredAt: z.string().nullable(),
})
export type DidNumberItem = z.infer<typeof didNumberItemSchema>

/** A skill group's outbound numbers (its agents call out from these) and its default among them. */
export const outboundNumbersFormSchema = z
  .object({
    numbers: z.array(z.string().regex(DID_NUMBER_PATTERN)).max(100),
    defaultNumber: z.string().nullable(),
  })
  .refine((form) => form.defaultNumber === null || form.numbers.includes(form.defaultNumber), {
    message: 'callCentre.numbers.defaultNotListed',
  })
export type OutboundNumbersForm = z.infer<typeof outboundNumbersFormSchema>

/** A skill group as the numbers page shows it: a queue to route to, and its outbound numbers. */
export const skillGroupNumbersSchema = z.object({
  id: z.string(),
  name: z.string(),
  numbers: z.array(z.string()),
  defaultNumber: z.string().nullable(),
})
export type SkillGroupNumbers = z.infer<typeof skillGroupNumbersSchema>

/** Everything the numbers page shows: the numbers, the skill groups and IVR flows to pick, the licence's limit. */
export const numbersPageSchema = z.object({
  numbers: z.array(didNumberItemSchema),
  skillGroups: z.array(skillGroupNumbersSchema),
  ivrFlows: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many active numbers the licence allows; null: no limit. */
  numberLimit: z.number().int().nullable(),
})
export type NumbersPage = z.infer<typeof numbersPageSchema>
