import { z } from 'zod'

/** The keys a caller can press on a telephone keypad. */
export const IVR_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const
export type IvrKey = (typeof IVR_KEYS)[number]

/** Where a step of an IVR leads: a queue, a sub-menu (by its id in the same flow), a call-back request, or hang-up. */
export const ivrActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('QUEUE'), skillGroupId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('MENU'), menuId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('CALLBACK') }),
  z.object({ kind: z.literal('HANGUP') }),
])
export type IvrAction = z.infer<typeof ivrActionSchema>

/** One menu: what the caller hears, what each key does, and what follows silence or a key with no action. */
export const ivrMenuSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(40),
  greeting: z.string().trim().min(1).max(500),
  /** A recorded greeting (a file id), played where a SIP network plays media; the text is read elsewhere. */
  recordingFileId: z.string().max(64).nullable().default(null),
  keys: z
    .array(z.object({ key: z.enum(IVR_KEYS), action: ivrActionSchema }))
    .max(IVR_KEYS.length)
    .refine((keys) => new Set(keys.map((entry) => entry.key)).size === keys.length, 'ivr.duplicateKey'),
  timeoutSeconds: z.number().int().min(2).max(30).default(5),
  onTimeout: ivrActionSchema,
  onWrongKey: ivrActionSchema,
})
export type IvrMenu = z.infer<typeof ivrMenuSchema>

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** Opening hours: per weekday (0 Sunday … 6 Saturday) a range in the tenant's time zone. */
export const businessHoursSchema = z.object({
  days: z.array(z.object({ day: z.number().int().min(0).max(6), from: clockTime, to: clockTime })).max(14),
  /** Dates (YYYY-MM-DD, the tenant's zone) the centre is closed all day. */
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(366),
  closedGreeting: z.string().trim().min(1).max(500),
  /** Outside the hours: the caller may leave a call-back request, or the call ends after the greeting. */
  closedAction: z.enum(['CALLBACK', 'HANGUP']),
})
export type BusinessHours = z.infer<typeof businessHoursSchema>

/**
 * A whole IVR flow as one document: its menus (the first is where a call starts; a sub-menu is another menu of the
 * same flow) and its business hours (null: always open).
 */
export const ivrDefinitionSchema = z.object({
  menus: z.array(ivrMenuSchema).min(1).max(50),
  businessHours: businessHoursSchema.nullable(),
})
export type IvrDefinition = z.infer<typeof ivrDefinitionSchema>
